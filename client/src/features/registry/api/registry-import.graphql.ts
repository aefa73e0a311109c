import { graphql } from '../../../gql';

/**
 * Spreadsheet imports into the registry (docs/architecture.md#registry-of-inhabitants), after the file's upload
 * (POST /api/registry/imports/, sent with its progress by lib/authorized-upload.ts); each needs MANAGE_REGISTRY.
 */

export const ImportProblemFields = graphql(`
  fragment ImportProblemFields on ImportProblem {
    row
    column
    message
  }
`);

/** Where an import stands: how far it got, what stopped it, what it wrote. */
export const ImportProgressFields = graphql(`
  fragment ImportProgressFields on InhabitantImport {
    totalRows
    status
    processedRows
    failure
    problemCount
    problems {
      ...ImportProblemFields
    }
    summary {
      inhabitants
      households
      puroks
    }
  }
`);

/** An upload's columns and where its import stands: asked once after the upload, then polled while it imports. */
export const InhabitantImportQuery = graphql(`
  query InhabitantImport($id: Int!) {
    inhabitantImport(id: $id) {
      id
      fileName
      headerRow
      ...ImportProgressFields
      columns {
        column
        header
        field
        samples
      }
    }
  }
`);

/** Where a running import stands: what the wizard polls. */
export const InhabitantImportProgressQuery = graphql(`
  query InhabitantImportProgress($id: Int!) {
    inhabitantImport(id: $id) {
      id
      ...ImportProgressFields
    }
  }
`);

export const CheckInhabitantImportMutation = graphql(`
  mutation CheckInhabitantImport($input: InhabitantImportInput!) {
    checkInhabitantImport(input: $input) {
      rows
      problemCount
      problems {
        ...ImportProblemFields
      }
      duplicateCount
      duplicates {
        row
        name
        birthdate
        sameAsRow
        inhabitantId
        inhabitantName
      }
      newHouseholds
      existingHouseholds
      newPuroks
    }
  }
`);

export const StartInhabitantImportMutation = graphql(`
  mutation StartInhabitantImport($input: InhabitantImportInput!) {
    startInhabitantImport(input: $input) {
      id
      status
      processedRows
      totalRows
    }
  }
`);
