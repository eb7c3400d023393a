import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { lazyResolver } from "../../../lib/forms/lazy-resolver";

/**
 * A form's resolver from a zod schema of `packages/shared` that loads, with zod and its Hungarian
 * messages (`hungarian-zod.ts`), on the form's first validation (`lazyResolver`; for a form that validates
 * on submit, the first submit). The form then renders without the schema library (issue 19 §6).
 * `loadSchema` imports the contract and picks the schema: `() => import("…contract").then((m) => m.x)`.
 */
export function lazyZodResolver<T extends z.ZodType<unknown, FieldValues>>(
  loadSchema: () => Promise<T>,
): Resolver<z.input<T>, unknown, z.output<T>> {
  return lazyResolver(async () => {
    const [schema] = await Promise.all([loadSchema(), import("./hungarian-zod")]);
    // zodResolver's overloads cannot infer from a generic schema; it answers exactly these types.
    return zodResolver(schema) as unknown as Resolver<z.input<T>, unknown, z.output<T>>;
  });
}
