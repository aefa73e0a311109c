/**
 * Several property decorators as one, so a field's rule (its validators and their messages) is written once
 * and every input that carries the field uses it. They apply exactly as if stacked in the order given:
 * the last first, as TypeScript applies a stack from the bottom up. The order matters: it decides which
 * message a field with several problems shows (`validate-input.ts`).
 */
export function composeDecorators(...decorators: readonly PropertyDecorator[]): PropertyDecorator {
  return (target, propertyKey) => {
    for (const decorator of [...decorators].reverse()) decorator(target, propertyKey);
  };
}
