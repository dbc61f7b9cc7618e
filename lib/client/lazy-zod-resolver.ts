import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a schema loaded on the first validation (a dynamic import), so zod
 * and the contract stay out of the page's first load while the form is in it. Loads the schema once.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= load().then((schema) => zodResolver(schema) as Resolver<Input, unknown, Output>);
    return (await resolver)(values, context, options);
  };
}
