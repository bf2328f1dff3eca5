import { zodResolver } from '@hookform/resolvers/zod';
import { businessFormProblem } from '@app/contracts';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form resolver that speaks SPEC section 5 first ('Form data is empty. Please fill out the
 * required fields.', 'Required field name cannot be empty', ...: the same check the server runs,
 * shown above the form with 'Required' under each field), then the contract's schema.
 * `checked` picks the values the required-field rule looks at.
 */
export function businessResolver<V extends FieldValues, O>(
  schema: z.ZodType<O>,
  mode: 'create' | 'update',
  checked: (values: V) => Record<string, unknown>,
): Resolver<V, unknown, O> {
  // The form holds strings where the schema also takes null; every string is valid input.
  const zod = zodResolver(schema as z.ZodType<O, V>) as unknown as Resolver<V, unknown, O>;
  return async (values, context, options) => {
    const problem = businessFormProblem(checked(values), mode);
    if (problem) {
      const errors: Record<string, unknown> = {
        root: { type: 'required', message: problem.message },
      };
      for (const { field } of problem.details)
        errors[field] = { type: 'required', message: 'Required' };
      return { values: {}, errors: errors as FieldErrors<V> };
    }
    return zod(values, context, options);
  };
}
