import { Field, Int, ObjectType } from 'type-graphql';
import type { RequestBarangay } from '../../http/request-context';
import { mediaUrl } from '../../uploads/public-url';
import { ResponsivePicture, responsivePicture } from '../../uploads/responsive-picture';

@ObjectType({ description: 'A barangay of the install: the one the request\'s address serves.' })
export class ServedBarangay {
  constructor(private readonly barangay: RequestBarangay) {}

  @Field(() => Int, { description: 'The barangay id; 1 is the default barangay of a single-barangay install.' })
  get id(): number {
    return this.barangay.id;
  }

  @Field({ description: 'Its name, as pages, documents and e-mails give it (BARANGAY_NAME until its settings are changed on the portal).' })
  get name(): string {
    return this.barangay.name;
  }

  @Field(() => String, { nullable: true, description: 'Path of its seal under /media/ on this server; empty when it has none.' })
  get sealUrl(): string | null {
    return mediaUrl('', this.barangay.sealKey);
  }

  @Field(() => ResponsivePicture, { nullable: true, description: 'Its seal with its size and resized copies; empty when it has none.' })
  get seal(): ResponsivePicture | null {
    return responsivePicture(this.barangay.sealKey, this.barangay.sealSizes);
  }
}
