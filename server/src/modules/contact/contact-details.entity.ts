import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { BarangayOwnedEntity } from '../../common/base.entity';

/** The barangay hall's contact record; the database holds one at most. */
@ObjectType({ description: "The barangay hall's contact details (one record per barangay)." })
@Entity({ name: 'contact_details' })
export class ContactDetails extends BarangayOwnedEntity {
  @Field({ description: 'Phone number, at most 11 characters.' })
  @Column({ name: 'contact_number', type: 'varchar', length: 11 })
  contactNumber: string;

  @Field({ description: 'Social page URL (the REST name keeps its historical spelling, facebook_pagee).' })
  @Column({ name: 'facebook_pagee', type: 'text' })
  facebookPagee: string;

  @Field({ description: 'E-mail address.' })
  @Column({ type: 'text' })
  email: string;

  @Field({ description: 'Address of the barangay hall.' })
  @Column({ type: 'text' })
  address: string;
}
