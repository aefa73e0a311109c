import { Authorized, Mutation, Query, Subscription } from 'type-graphql';
import type { Audience } from '../identity/audience';

/** The audience each resolver operation was given, by resolver class and method: read by the policy test. */
const audiences = new Map<Function, Map<string, Audience>>();

/**
 * An operation's audience, taken from its module's policy table: `@Allowed(projectPolicy.create)`. A
 * signed-in audience is handed to `@Authorized` (checked by `authChecker`, the same `authorize` as the service
 * and the REST guard); a public one adds no check. Every query, mutation and subscription carries one, so an
 * operation's audience is written once, in its policy (docs/architecture.md#flow-role-check).
 */
export function Allowed(audience: Audience): MethodDecorator {
  return (prototype, propertyKey, descriptor) => {
    const byMethod = audiences.get(prototype.constructor) ?? new Map<string, Audience>();
    byMethod.set(String(propertyKey), audience);
    audiences.set(prototype.constructor, byMethod);
    if (audience.kind !== 'public') Authorized<Audience>([audience])(prototype, propertyKey, descriptor);
  };
}

/** The audience `@Allowed` gave a resolver method; undefined when it has none. */
export function allowedAudience(resolverClass: Function, method: string): Audience | undefined {
  return audiences.get(resolverClass)?.get(method);
}

/** Both decorators of an operation: its audience (`@Allowed`) and its kind, so none is declared without one. */
function allowedOperation(audience: Audience, operation: MethodDecorator): MethodDecorator {
  return (prototype, propertyKey, descriptor) => {
    operation(prototype, propertyKey, descriptor);
    Allowed(audience)(prototype, propertyKey, descriptor);
  };
}

/** `@AllowedQuery(projectPolicy.view, () => Project, { description })`: `@Query` with its audience from the module's policy. */
export function AllowedQuery(audience: Audience, ...query: Parameters<typeof Query>): MethodDecorator {
  return allowedOperation(audience, Query(...query));
}

/** `@Mutation` with its audience from the module's policy. */
export function AllowedMutation(audience: Audience, ...mutation: Parameters<typeof Mutation>): MethodDecorator {
  return allowedOperation(audience, Mutation(...mutation));
}

/** `@Subscription` with its audience from the module's policy. */
export function AllowedSubscription(audience: Audience, ...subscription: Parameters<typeof Subscription>): MethodDecorator {
  return allowedOperation(audience, Subscription(...subscription));
}
