import { Ctx, Resolver } from 'type-graphql';
import { AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { barangayPolicy } from './barangay.policy';
import { ServedBarangay } from './barangay.types';

@Resolver()
export class BarangayResolver {
  @AllowedQuery(barangayPolicy.viewServed, () => ServedBarangay, {
    description: 'The barangay this address serves: the request\'s host decides it when the install serves several. Public.',
  })
  servedBarangay(@Ctx() ctx: GraphQLContext): ServedBarangay {
    return new ServedBarangay(ctx.barangay);
  }
}
