import { type Gender, InhabitantSector, InhabitantStatus, PSA_AGE_GROUPS, SENIOR_CITIZEN_AGE } from '@barangay-portal/domain';
import type { DataSource } from 'typeorm';

/**
 * The inhabitants of barangay $1 living there on day $2 (YYYY-MM-DD): born on or before it, and living here still or
 * gone (moved out, deceased) only after it. The registry keeps no date of arrival, so everyone on record who was born
 * by then is counted, whenever they were added.
 */
const COUNTED = `i.barangay_id = $1 AND i.birthdate <= $2::date
  AND (i.status = '${InhabitantStatus.LIVING}' OR i.status_date > $2::date)`;

/**
 * By age group and sex, each group with its sector counts: one pass over the barangay's inhabitants, grouped by a
 * hash of at most 2 x 17 keys. The age group is found from the birthdate, not an age computed per row: `born_before`
 * holds, oldest group first, the day after $2 less each group's first age ($3, the groups' starts but 0); being born
 * before it is being at least that old on $2 (ageOn's whole years, as the dashboard counts). width_bucket then says
 * how many of those days the birthdate has reached, so the group is their number less that. Column names are the
 * sectors' values.
 */
const BY_AGE_GROUP_AND_SEX = `
  WITH thresholds AS (
    SELECT ARRAY(SELECT ($2::date - make_interval(years => start))::date + 1 FROM unnest($3::int[]) AS start ORDER BY start DESC) AS born_before
  )
  SELECT cardinality(t.born_before) - width_bucket(i.birthdate, t.born_before) AS age_group, i.sex,
         count(*)::int                                                                        AS inhabitants,
         count(*) FILTER (WHERE i.is_pwd)::int                                                AS ${InhabitantSector.PWD},
         count(*) FILTER (WHERE i.is_solo_parent)::int                                        AS ${InhabitantSector.SOLO_PARENT},
         count(*) FILTER (WHERE i.is_indigenous)::int                                         AS ${InhabitantSector.INDIGENOUS},
         count(*) FILTER (WHERE i.is_4ps)::int                                                AS ${InhabitantSector.FOUR_PS},
         count(*) FILTER (WHERE i.is_out_of_school_youth)::int                                AS ${InhabitantSector.OUT_OF_SCHOOL_YOUTH},
         count(*) FILTER (WHERE i.birthdate <= ($2::date - make_interval(years => $4::int)))::int AS ${InhabitantSector.SENIOR_CITIZEN},
         count(*) FILTER (WHERE i.user_id IS NOT NULL)::int                                   AS with_account
    FROM inhabitant i CROSS JOIN thresholds t
   WHERE ${COUNTED}
   GROUP BY 1, 2`;

/**
 * By purok: the counted inhabitants and the households they make up (a household counts while one of its members
 * does). Members are grouped by household first, so only one row per household meets the household table; every
 * purok of the barangay is listed, an empty one with zeros, and those in no household make a row without a purok.
 */
const BY_PUROK = `
  WITH members AS (
    SELECT i.household_id, count(*)::int AS members FROM inhabitant i WHERE ${COUNTED} GROUP BY i.household_id
  ), by_purok AS (
    SELECT h.purok_id, sum(m.members)::int AS inhabitants, count(h.id)::int AS households
      FROM members m LEFT JOIN household h ON h.id = m.household_id AND h.barangay_id = $1
     GROUP BY h.purok_id
  )
  SELECT * FROM (
    SELECT p.id AS purok_id, p.name, coalesce(b.inhabitants, 0) AS inhabitants, coalesce(b.households, 0) AS households
      FROM purok p LEFT JOIN by_purok b ON b.purok_id = p.id
     WHERE p.barangay_id = $1
    UNION ALL
    SELECT NULL, NULL, inhabitants, households FROM by_purok WHERE purok_id IS NULL
  ) counted ORDER BY lower(name) NULLS LAST, purok_id`;

type Sexes = Readonly<Record<Gender, number>>;

/** A purok's line of the summary; `purokId` and `name` are null for the inhabitants in no household. */
export interface PurokCount {
  purokId: number | null;
  name: string | null;
  inhabitants: number;
  households: number;
}

/** The barangay's population on one day, as the registry records it. */
export interface PopulationCount {
  /** The day counted, YYYY-MM-DD. */
  asOf: string;
  inhabitants: number;
  /** Households with at least one member counted. */
  households: number;
  /** Those counted whose record is linked to an online account. */
  withAccount: number;
  bySex: Sexes;
  /** By sex, one entry per group of PSA_AGE_GROUPS, in its order. */
  ageGroups: readonly Sexes[];
  /** Senior citizens by their age on the day; the other sectors by their flags as recorded now. */
  sectors: Readonly<Record<InhabitantSector, number>>;
  /** Every purok by name, then those in no household (when there are any). */
  puroks: readonly PurokCount[];
}

type AgeSexRow = { age_group: number; sex: Gender; inhabitants: number; with_account: number } & Record<InhabitantSector, number>;
type PurokRow = { purok_id: number | null; name: string | null; inhabitants: number; households: number };

const SECTORS = Object.values(InhabitantSector);
/** The first age of each group but the first, which every age reaches. */
const GROUP_STARTS = PSA_AGE_GROUPS.map((group) => group.from).filter((from) => from > 0);

const noOne = (): { male: number; female: number } => ({ male: 0, female: 0 });

/**
 * Counts the inhabitants of `barangayId` living there on `asOf` (YYYY-MM-DD) by sex, age group, sector and purok, with
 * the households: two aggregate statements, run side by side, never the rows themselves.
 */
export async function countPopulation(db: DataSource, barangayId: number, asOf: string): Promise<PopulationCount> {
  const [ageSexRows, purokRows] = await Promise.all([
    db.query<AgeSexRow[]>(BY_AGE_GROUP_AND_SEX, [barangayId, asOf, GROUP_STARTS, SENIOR_CITIZEN_AGE]),
    db.query<PurokRow[]>(BY_PUROK, [barangayId, asOf]),
  ]);
  const ageGroups = PSA_AGE_GROUPS.map(noOne);
  const bySex = noOne();
  const sectors = Object.fromEntries(SECTORS.map((sector) => [sector, 0])) as Record<InhabitantSector, number>;
  let withAccount = 0;
  for (const row of ageSexRows) {
    ageGroups[row.age_group][row.sex] += row.inhabitants;
    bySex[row.sex] += row.inhabitants;
    withAccount += row.with_account;
    for (const sector of SECTORS) sectors[sector] += row[sector];
  }
  const puroks = purokRows.map((row): PurokCount => ({
    purokId: row.purok_id, name: row.name, inhabitants: row.inhabitants, households: row.households,
  }));
  return {
    asOf,
    inhabitants: bySex.male + bySex.female,
    households: puroks.reduce((sum, purok) => sum + purok.households, 0),
    withAccount,
    bySex,
    ageGroups,
    sectors,
    puroks,
  };
}
