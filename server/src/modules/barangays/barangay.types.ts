import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A barangay of the install: the one the request\'s address serves.' })
export class ServedBarangay {
  @Field(() => Int, { description: 'The barangay id; 1 is the default barangay of a single-barangay install.' })
  id: number;

  @Field({ description: 'Its name, as documents and e-mails give it (BARANGAY_NAME while the install serves one barangay).' })
  name: string;
}
