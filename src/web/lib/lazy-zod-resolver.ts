import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { translatedResolver } from './form-errors';

/**
 * zodResolver for a schema imported on the form's first validation: zod (~22 KB gzipped)
 * then stays out of the first load of a page that opens on a form (login, registration).
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(([schema, { zodResolver }]) =>
      translatedResolver(zodResolver(schema)),
    );
    // A failed download is tried again on the next submit instead of being remembered.
    resolver.catch(() => (resolver = undefined));
    return (await resolver)(values, context, options);
  };
}
