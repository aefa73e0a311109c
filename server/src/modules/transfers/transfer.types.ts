import { Field, Int, ObjectType } from 'type-graphql';
import { DocumentRequestStatus } from '../document-requests';
import { IdVerificationStatus } from '../accounts';
import { ResidentTransferStatus } from './resident-transfer.entity';

@ObjectType({ description: 'A barangay a resident may move to: another of the install.' })
export class TransferDestination {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;
}

@ObjectType({ description: "The moving resident as the receiving barangay's staff see them before deciding." })
export class TransferringResident {
  @Field(() => Int)
  id: number;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field()
  email: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  birthdate: string | null;

  @Field(() => String, { nullable: true })
  contactNumber: string | null;

  @Field(() => IdVerificationStatus, { description: 'Where their valid ID stands with the barangay they leave.' })
  idVerificationStatus: IdVerificationStatus;
}

@ObjectType({ description: 'A move between two barangays of the install (docs/architecture.md#resident-transfers).' })
export class ResidentTransfer {
  @Field(() => Int)
  id: number;

  @Field(() => ResidentTransferStatus)
  status: ResidentTransferStatus;

  @Field({ description: 'The barangay left.' })
  fromBarangayName: string;

  @Field({ description: 'The barangay joined.' })
  toBarangayName: string;

  @Field(() => String, { nullable: true, description: 'Where the barangay joined is reached: its first host name, where the resident signs in once accepted.' })
  toHostName: string | null;

  @Field({ description: 'The address in the new barangay; it becomes the profile address when accepted.' })
  newAddress: string;

  @Field()
  requestedAt: Date;

  @Field(() => Date, { nullable: true })
  decidedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Why the new barangay declined, told to the resident.' })
  declineReason: string | null;

  @Field(() => TransferringResident, { nullable: true, description: "The resident: for the receiving barangay's staff only." })
  resident: TransferringResident | null;
}

@ObjectType({ description: 'A request the resident made while living in an earlier barangay: that barangay keeps it.' })
export class EarlierDocumentRequest {
  @Field(() => Int)
  id: number;

  @Field()
  referenceNumber: string;

  @Field()
  documentTypeName: string;

  @Field(() => DocumentRequestStatus)
  status: DocumentRequestStatus;

  @Field()
  requestedAt: Date;

  @Field({ description: 'The barangay that received and keeps it.' })
  barangayName: string;

  @Field(() => String, { nullable: true, description: "Its certificate's verification code, when one was issued: it verifies at every barangay's address." })
  certificateCode: string | null;
}
