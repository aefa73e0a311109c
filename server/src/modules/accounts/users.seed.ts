import { barangayToday } from '@barangay-portal/domain';
import type { DataSource } from 'typeorm';
import { daysFromToday } from '../../db/seeds/dates';
import type { DemoSeed } from '../../db/seeds/seed-context';
import { IdVerificationDecision } from './id-verification-decision.entity';
import { CivilStatus, Gender, IdVerificationOutcome, IdVerificationStatus, UserType } from './user.enums';
import { User } from './user.entity';

/**
 * argon2id (the portal's parameters) of the demo residents' shared password, "Mabuhay-2025". Computed
 * once, so seeding forty accounts takes no forty hashes; every demo resident signs in with it.
 */
const DEMO_PASSWORD_HASH = '$argon2id$v=19$m=19456,p=1,t=2$aNeCQ+9KCgwaP5U7YIn94A$0FRbkcGJClznYQZZjjHuWSCH/034FQOU20MaJdMJpZw';

const { SINGLE, MARRIED, SEPARATED, WIDOWED, DIVORCED } = CivilStatus;
const { UNVERIFIED: U, PENDING: P, APPROVED: A, REJECTED: R } = IdVerificationStatus;
const M = Gender.MALE;
const F = Gender.FEMALE;

type Row = [
  first: string, middle: string, last: string, gender: Gender, age: number, civil: CivilStatus,
  employed: boolean, voter: boolean, religion: string, purok: number, status: IdVerificationStatus,
];

// Ages are kept rather than birthdates so the dashboard's teen/adult/senior groups look the same whenever
// the demo is seeded.
const RESIDENTS: Row[] = [
  ['Jose', 'Protacio', 'Mercado', M, 34, MARRIED, true, true, 'Roman Catholic', 1, A],
  ['Maria', 'Luisa', 'Santos', F, 29, SINGLE, true, true, 'Roman Catholic', 2, A],
  ['Juan', 'Carlos', 'Dela Cruz', M, 41, MARRIED, true, true, 'Roman Catholic', 3, A],
  ['Ana', 'Marie', 'Reyes', F, 17, SINGLE, false, false, 'Roman Catholic', 1, U],
  ['Ramon', 'Dizon', 'Bautista', M, 67, WIDOWED, false, true, 'Iglesia ni Cristo', 4, A],
  ['Corazon', 'Villanueva', 'Aquino', F, 72, WIDOWED, false, true, 'Roman Catholic', 2, A],
  ['Miguel', 'Antonio', 'Garcia', M, 23, SINGLE, true, true, 'Born Again Christian', 5, P],
  ['Kristine', 'Joy', 'Mendoza', F, 26, SINGLE, true, true, 'Roman Catholic', 3, P],
  ['Rodrigo', 'Lim', 'Torres', M, 52, MARRIED, true, true, 'Roman Catholic', 6, A],
  ['Liza', 'Manalo', 'Ramos', F, 48, MARRIED, false, true, 'Iglesia ni Cristo', 6, R],
  ['Paolo', 'Miguel', 'Navarro', M, 19, SINGLE, false, true, 'Roman Catholic', 2, U],
  ['Jasmine', 'Rose', 'Castillo', F, 15, SINGLE, false, false, 'Roman Catholic', 4, U],
  ['Ernesto', 'Salazar', 'Domingo', M, 61, MARRIED, false, true, 'Roman Catholic', 1, A],
  ['Teresita', 'Cruz', 'Villanueva', F, 64, MARRIED, false, true, 'Roman Catholic', 1, P],
  ['Mark', 'Anthony', 'Flores', M, 31, SEPARATED, true, true, 'Born Again Christian', 5, A],
  ['Rhea', 'Mae', 'Gonzales', F, 27, MARRIED, true, false, 'Roman Catholic', 3, U],
  ['Danilo', 'Ocampo', 'Pascual', M, 45, MARRIED, true, true, 'Aglipayan', 4, R],
  ['Lourdes', 'Tan', 'Fernandez', F, 58, WIDOWED, true, true, 'Roman Catholic', 2, A],
  ['Christian', 'Paul', 'Aguilar', M, 22, SINGLE, false, true, 'Roman Catholic', 6, P],
  ['Angelica', 'Rivera', 'Soriano', F, 33, MARRIED, true, true, 'Islam', 5, A],
  ['Rogelio', 'Valdez', 'Mercado', M, 76, MARRIED, false, true, 'Roman Catholic', 3, A],
  ['Marites', 'Bello', 'Gutierrez', F, 39, MARRIED, false, true, 'Roman Catholic', 4, U],
  ['Joshua', 'Daniel', 'Santiago', M, 18, SINGLE, false, false, 'Born Again Christian', 1, P],
  ['Patricia', 'Ann', 'De Guzman', F, 36, DIVORCED, true, true, 'Roman Catholic', 2, R],
  ['Reynaldo', 'Cortez', 'Manalastas', M, 55, MARRIED, true, true, 'Iglesia ni Cristo', 6, A],
  ['Nerissa', 'Lopez', 'Dimaculangan', F, 44, SEPARATED, true, false, 'Roman Catholic', 5, U],
  ['Carlo', 'Jose', 'Evangelista', M, 28, SINGLE, true, true, 'Roman Catholic', 3, U],
  ['Maricel', 'Torres', 'Salvador', F, 31, MARRIED, false, true, 'Roman Catholic', 4, P],
  ['Alfredo', 'Ramos', 'Lacson', M, 69, WIDOWED, false, true, 'Roman Catholic', 1, R],
  ['Rosalinda', 'Perez', 'Macaraeg', F, 63, MARRIED, false, true, 'Aglipayan', 6, A],
  ['Kevin', 'John', 'Tolentino', M, 16, SINGLE, false, false, 'Roman Catholic', 2, U],
  ['Janelle', 'Grace', 'Panganiban', F, 24, SINGLE, true, true, 'Born Again Christian', 3, A],
  ['Edgardo', 'Sison', 'Mangubat', M, 50, MARRIED, false, true, 'Roman Catholic', 5, P],
  ['Gloria', 'Medina', 'Capistrano', F, 81, WIDOWED, false, true, 'Roman Catholic', 4, A],
  ['Ronald', 'Gomez', 'Buenaventura', M, 37, MARRIED, true, true, 'Islam', 6, U],
  ['Precious', 'Joy', 'Lagman', F, 20, SINGLE, false, true, 'Roman Catholic', 1, R],
  ['Arnel', 'Quiambao', 'Sarmiento', M, 42, MARRIED, true, false, 'Roman Catholic', 2, A],
  ['Erlinda', 'Navarro', 'Ilagan', F, 57, MARRIED, true, true, 'Iglesia ni Cristo', 3, P],
  ['Jerome', 'Francis', 'Cabrera', M, 30, SINGLE, true, true, 'Roman Catholic', 4, U],
  ['Divina', 'Gracia', 'Alcantara', F, 66, SEPARATED, false, true, 'Roman Catholic', 5, A],
];

const BIRTH_PLACES = ['Quezon City', 'Manila', 'Caloocan', 'Cebu City', 'Davao City', 'Iloilo City', 'Batangas City', 'Tarlac City'];
const STREETS = ['Rizal Street', 'Mabini Street', 'Bonifacio Avenue', 'Luna Street', 'Del Pilar Street', 'Sampaguita Lane'];

/** A birthdate `age` years ago, moved by a few weeks per resident so birthdays spread over the year. */
function birthdateFor(age: number, index: number): string {
  const [year, month, day] = barangayToday().split('-').map(Number);
  const shifted = new Date(Date.UTC(year - age, month - 1, day - (index * 37) % 360));
  return shifted.toISOString().slice(0, 10);
}

function emailFor(first: string, last: string): string {
  return `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com';
}

/**
 * About forty residents of a demo barangay with every verification status, age group, civil status and
 * flag, so the registry, the ID review and the dashboard have life in them. Approved and rejected IDs get
 * a recorded decision by the first administrator, when there is one. Seeded residents have no ID file:
 * the registry shows such records as imported accounts, without a file to open. Skips itself when any
 * resident exists; answers how many it added.
 */
export async function seedResidents(db: DataSource): Promise<number> {
  return await db.transaction(async (manager) => {
    if (await manager.exists(User, { where: { userType: UserType.RESIDENT } })) return 0;
    const admin = await manager.findOne(User, { where: { userType: UserType.ADMIN }, order: { id: 'ASC' } });
    const rows = RESIDENTS.map(([first, middle, last, gender, age, civil, employed, voter, religion, purok, status], index) => ({
      email: emailFor(first, last),
      passwordHash: DEMO_PASSWORD_HASH,
      nickname: first.split(' ')[0],
      firstName: first,
      middleName: middle,
      lastName: last,
      gender,
      birthdate: birthdateFor(age, index),
      birthPlace: BIRTH_PLACES[index % BIRTH_PLACES.length],
      contactNumber: `0917${String(5_550_000 + index * 7919).slice(-7)}`,
      civilStatus: civil,
      isEmployed: employed,
      isVoter: voter,
      religion,
      address: `${100 + index * 3} ${STREETS[index % STREETS.length]}, Purok ${purok}, Barangay San Isidro`,
      idVerificationStatus: status,
      userType: UserType.RESIDENT,
    }));
    const { identifiers } = await manager.insert(User, rows);
    if (admin) {
      const decided = rows.flatMap((row, index) => {
        const outcome = row.idVerificationStatus === A ? IdVerificationOutcome.APPROVED
          : row.idVerificationStatus === R ? IdVerificationOutcome.REJECTED : null;
        return outcome ? [{
          userId: identifiers[index].id as number,
          decidedById: admin.id,
          decision: outcome,
          decidedAt: new Date(`${daysFromToday(-(index % 60) - 1)}T09:30:00+08:00`),
        }] : [];
      });
      await manager.insert(IdVerificationDecision, decided);
    }
    return rows.length;
  });
}

/** The residents step of `npm run seed:demo`. */
export const residentsSeed: DemoSeed = {
  name: 'residents',
  run: async ({ db }) => await seedResidents(db),
};
