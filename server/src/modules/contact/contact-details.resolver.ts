import { Arg, Ctx, Resolver } from 'type-graphql';
import { AllowedMutation, AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { contactDetailsPolicy } from './contact-details.policy';
import { ContactDetails } from './contact-details.entity';
import { ContactDetailsInput } from './contact-details.inputs';
import type { ContactDetailsService } from './contact-details.service';

@Resolver(() => ContactDetails)
export class ContactDetailsResolver {
  constructor(private readonly own: { contactDetails: ContactDetailsService }) {}

  @AllowedQuery(contactDetailsPolicy.view, () => ContactDetails, { nullable: true, description: "The barangay hall's contact details; null until an administrator saves them. Public." })
  async contactDetails(@Ctx() ctx: GraphQLContext): Promise<ContactDetails | null> {
    return await this.own.contactDetails.find(ctx);
  }

  @AllowedMutation(contactDetailsPolicy.edit, () => ContactDetails, {
    description: 'Saves the contact details: creates the single record the first time, replaces its content after. Administrators only.',
  })
  async saveContactDetails(
    @Arg('input', () => ContactDetailsInput, { description: 'The complete contact details.' }) input: ContactDetailsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactDetails> {
    return await this.own.contactDetails.save(ctx, input);
  }
}
