import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ArrayMaxSize, IsInt, IsOptional, Min, ValidateNested } from 'class-validator';
import { IMPORT_LIMITS } from '@barangay-portal/domain';
import { InhabitantImportField } from './import.enums';

/** What is wrong with a row: its number as the spreadsheet shows it (the header is row 1) and the column, by its header. */
@ObjectType({ description: "A row's problem: nothing is imported while any row has one." })
export class ImportProblem {
  @Field(() => Int, { nullable: true, description: 'The row as the spreadsheet numbers it (its header row is row 1); empty for the whole file.' })
  row: number | null;

  @Field(() => String, { nullable: true, description: "The column's header text; empty when no one column is at fault." })
  column: string | null;

  @Field()
  message: string;
}

/** A row that is probably someone already there: in an earlier row of the file, or in the barangay's registry. */
@ObjectType({ description: 'A row with the same family and first names and birthdate (letter case and accents aside) as an earlier row or an inhabitant.' })
export class ProbableDuplicate {
  @Field(() => Int)
  row: number;

  @Field({ description: 'The name as the row gives it.' })
  name: string;

  @Field({ description: 'YYYY-MM-DD.' })
  birthdate: string;

  @Field(() => Int, { nullable: true, description: 'The earlier row of the file it repeats.' })
  sameAsRow: number | null;

  @Field(() => Int, { nullable: true, description: 'The inhabitant of the registry it repeats.' })
  inhabitantId: number | null;

  @Field(() => String, { nullable: true, description: "That inhabitant's full name." })
  inhabitantName: string | null;
}

/** The dry-run's report: every row checked as the import would, nothing written. */
@ObjectType({ description: "A dry run's report: every row checked by the registry's rules, nothing written." })
export class ImportCheck {
  @Field(() => Int, { description: 'The rows under the header, blank rows aside.' })
  rows: number;

  @Field(() => Int)
  problemCount: number;

  @Field(() => [ImportProblem], { description: 'The problems by row, at most the first 1,000 (problemCount counts them all).' })
  problems: ImportProblem[];

  @Field(() => Int)
  duplicateCount: number;

  @Field(() => [ProbableDuplicate], { description: 'At most the first 1,000 (duplicateCount counts them all). They do not stop the import.' })
  duplicates: ProbableDuplicate[];

  @Field(() => Int, { description: 'Households the file names that the registry does not have yet: the import adds them.' })
  newHouseholds: number;

  @Field(() => Int, { description: 'Households the file names that the registry has: its rows join them.' })
  existingHouseholds: number;

  @Field(() => Int, { description: 'Puroks or sitios the new households name that the registry does not have yet: the import adds them.' })
  newPuroks: number;
}

/** What an import added to the registry. */
@ObjectType({ description: 'What an import added to the registry.' })
export class ImportSummary {
  @Field(() => Int)
  inhabitants: number;

  @Field(() => Int)
  households: number;

  @Field(() => Int)
  puroks: number;
}

/** A column of the file with the field it fills: the one proposed from its header, or the one chosen. */
@ObjectType({ description: 'A column of the uploaded file and the field it fills.' })
export class ImportColumn {
  @Field(() => Int, { description: 'Its position, 0 for the first.' })
  column: number;

  @Field({ description: 'Its header text.' })
  header: string;

  @Field(() => InhabitantImportField, { nullable: true, description: 'The field it fills: proposed from the header until one is chosen; empty: left out.' })
  field: InhabitantImportField | null;

  @Field(() => [String], { description: 'Its values in the first rows, to tell the column by.' })
  samples: string[];
}

@InputType({ description: "A column's field: the column by position, the field it fills (empty: left out)." })
export class ImportColumnInput {
  @Field(() => Int)
  @IsInt()
  @Min(0)
  column: number;

  @Field(() => InhabitantImportField, { nullable: true })
  @IsOptional()
  field?: InhabitantImportField | null;
}

@InputType({ description: 'An uploaded file and the mapping of its columns to the fields of the registry.' })
export class InhabitantImportInput {
  @Field(() => Int, { description: 'The import, as the upload (POST /api/registry/imports/) answered it.' })
  id: number;

  @Field(() => [ImportColumnInput])
  @ValidateNested({ each: true })
  @ArrayMaxSize(IMPORT_LIMITS.columns)
  mapping: ImportColumnInput[];
}
