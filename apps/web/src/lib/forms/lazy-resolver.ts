import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver whose real resolver is loaded on the first validation (for a form that
 * validates on submit: the first submit), so that a form shown on a page's first render does not bring
 * its zod schema, and zod itself, into the page's chunk (issue 19 §6). `load` is called once; when it
 * fails (a chunk that did not download), the next validation tries again and this one rejects, as a
 * failing resolver does.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): Resolver<TFieldValues, TContext, TTransformedValues> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
