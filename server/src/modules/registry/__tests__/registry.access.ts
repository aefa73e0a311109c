import type { ModuleAccessRows, RestNeed, RestRow } from '../../../portal-module/__tests__/access-rows';

/** The registry module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      // The Registry of Barangay Inhabitants.
      puroks: 'MANAGE_REGISTRY', createPurok: 'MANAGE_REGISTRY', renamePurok: 'MANAGE_REGISTRY',
      households: 'MANAGE_REGISTRY', household: 'MANAGE_REGISTRY', createHousehold: 'MANAGE_REGISTRY', updateHousehold: 'MANAGE_REGISTRY',
      inhabitants: 'MANAGE_REGISTRY', inhabitant: 'MANAGE_REGISTRY', createInhabitant: 'MANAGE_REGISTRY', updateInhabitant: 'MANAGE_REGISTRY',
      // Spreadsheet imports into the registry (the upload itself is REST's, below).
      inhabitantImport: 'MANAGE_REGISTRY', checkInhabitantImport: 'MANAGE_REGISTRY', startInhabitantImport: 'MANAGE_REGISTRY',
      setInhabitantStatus: 'MANAGE_REGISTRY', moveInhabitant: 'MANAGE_REGISTRY',
      residentRegistryLink: 'VERIFY_IDS', linkResidentToInhabitant: 'VERIFY_IDS', unlinkResident: 'VERIFY_IDS',
      confirmResidentLink: 'MANAGE_REGISTRY',
      counterInhabitants: 'REVIEW_DOCUMENT_REQUESTS',
    },
    rest: [
      // The registry's reports (a period that is none: past the check, the answer is a field error, not a file).
      ...(['pdf', 'csv'] as const).flatMap((format): RestNeed[] => [
        ['GET', `/registry/households/999999/record.${format}`, 'MANAGE_REGISTRY'],
        ['GET', `/registry/population-summary.${format}?year=0&quarter=0`, 'MANAGE_REGISTRY'],
      ]),
      // The import's upload (a JSON body: past the check, no file is a field error) and the lists as spreadsheets
      // (a filter that is none: past the check, the answer is a field error, not a file).
      ['POST', '/registry/imports/', 'MANAGE_REGISTRY'],
      ...(['csv', 'xlsx'] as const).flatMap((format): RestNeed[] => [
        ['GET', `/registry/inhabitants.${format}?status=NONE`, 'MANAGE_REGISTRY'],
        ['GET', `/registry/households.${format}?purokId=none`, 'MANAGE_REGISTRY'],
      ]),
    ],
  },
  isolation: ({ MARK, page, IMPORT_MAPPING, own, notFound, rest, registryFile, multipart }) => ({
    graphql: {
      // The Registry of Barangay Inhabitants: A's staff read only A's registry and reach none of B's records by id.
      puroks: () => [own('staff', '{ puroks { id name } }')],
      createPurok: () => [own('staff', 'mutation { createPurok(input: { name: "Purok Tondo" }) { id name } }')],
      renamePurok: (b) => [notFound('staff', `mutation { renamePurok(input: { id: ${b.purok}, name: "Purok Tondo 2" }) { id } }`)],
      households: (b) => [
        own('staff', `{ households(${page}) { total items { id householdNumber address purok { name } } } }`),
        own('staff', `{ households(${page}, search: "${MARK}") { total items { id } } }`),
        own('staff', `{ households(${page}, purokId: ${b.purok}) { total items { id } } }`),
      ],
      household: (b) => [notFound('staff', `{ household(id: ${b.household}) { id members { id } } }`)],
      createHousehold: (b) => [notFound('staff', `mutation { createHousehold(input: { householdNumber: "T-1", address: "Tondo", purokId: ${b.purok} }) { id } }`)],
      updateHousehold: (b) => [notFound('staff', `mutation { updateHousehold(input: { id: ${b.household}, address: "Tondo" }) { id } }`)],
      inhabitants: (b) => [
        own('staff', `{ inhabitants(${page}) { total items { id fullName address household { householdNumber } } } }`),
        own('staff', `{ inhabitants(${page}, search: "${MARK.toLowerCase()}") { total items { id } } }`),
        own('staff', `{ inhabitants(${page}, householdId: ${b.household}) { total items { id } } }`),
        own('staff', `{ inhabitants(${page}, purokId: ${b.purok}, sector: SENIOR_CITIZEN, status: LIVING) { total items { id } } }`),
        own('staff', `{ inhabitants(${page}, sector: PWD) { total items { id } } }`),
      ],
      inhabitant: (b) => [notFound('staff', `{ inhabitant(id: ${b.inhabitant}) { id fullName } }`)],
      createInhabitant: (b) => [notFound('staff', `mutation { createInhabitant(input: { lastName: "Tondo", firstName: "Ana", sex: FEMALE,
        birthdate: "1990-01-01", birthPlace: "Tondo", civilStatus: SINGLE, householdId: ${b.household}, relationshipToHead: CHILD }) { id } }`)],
      updateInhabitant: (b) => [notFound('staff', `mutation { updateInhabitant(input: { id: ${b.inhabitant}, occupation: "Tondo" }) { id } }`)],
      moveInhabitant: (b) => [notFound('staff', `mutation { moveInhabitant(input: { id: ${b.inhabitant}, householdId: null }) { id } }`)],
      setInhabitantStatus: (b) => [notFound('staff', `mutation { setInhabitantStatus(input: { id: ${b.inhabitant}, status: DECEASED, date: "2020-01-01" }) { id } }`)],
      residentRegistryLink: (b) => [notFound('staff', `{ residentRegistryLink(userId: ${b.pendingResident}) { residentId matches { id } } }`)],
      linkResidentToInhabitant: (b) => [notFound('staff', `mutation { linkResidentToInhabitant(userId: ${b.pendingResident}, inhabitantId: ${b.inhabitant}) { residentId } }`)],
      unlinkResident: (b) => [notFound('staff', `mutation { unlinkResident(userId: ${b.pendingResident}) { residentId } }`)],
      confirmResidentLink: (b) => [notFound('staff', `mutation { confirmResidentLink(userId: ${b.pendingResident}) { residentId } }`)],
      counterInhabitants: () => [own('staff', `{ counterInhabitants(search: "${MARK.toLowerCase()}") { id fullName address householdNumber } }`)],
      // Spreadsheet imports: B's upload is not found at A, to read, check or start.
      inhabitantImport: (b) => [notFound('staff', `{ inhabitantImport(id: ${b.inhabitantImport}) { id fileName columns { header samples } } }`)],
      checkInhabitantImport: (b) => [notFound('staff', `mutation { checkInhabitantImport(input: { id: ${b.inhabitantImport}, mapping: [${IMPORT_MAPPING}] }) { rows } }`)],
      startInhabitantImport: (b) => [notFound('staff', `mutation { startInhabitantImport(input: { id: ${b.inhabitantImport}, mapping: [${IMPORT_MAPPING}] }) { id } }`)],
    },
    rest: {
      // The registry's reports: B's household is not found at A; A's summary counts A's own, nothing of B.
      ...Object.fromEntries((['pdf', 'csv'] as const).flatMap((format): Array<[string, RestRow]> => [
        [`GET /api/registry/households/:id/record.${format}`, (b) => [rest('staff', `/api/registry/households/${b.household}/record.${format}`, 404)]],
        [`GET /api/registry/population-summary.${format}`, () => [rest('staff', `/api/registry/population-summary.${format}?year=2025&quarter=1`)]],
      ])),
      // Spreadsheets: A's staff import into A's registry; A's exports hold nothing of B, B's purok named or not.
      'POST /api/registry/imports/': () => [rest('staff', '/api/registry/imports/', undefined, 'POST',
        multipart({}, { file: registryFile('Tondo,Ana,F,1990-01-01,Tondo,Single') }))],
      ...Object.fromEntries((['csv', 'xlsx'] as const).flatMap((format): Array<[string, RestRow]> => [
        [`GET /api/registry/inhabitants.${format}`, (b) => [rest('staff', `/api/registry/inhabitants.${format}`),
          rest('staff', `/api/registry/inhabitants.${format}?purokId=${b.purok}&search=${MARK}`)]],
        [`GET /api/registry/households.${format}`, (b) => [rest('staff', `/api/registry/households.${format}?purokId=${b.purok}`),
          rest('staff', `/api/registry/households.${format}?search=${MARK}`)]],
      ])),
    },
  }),
};
