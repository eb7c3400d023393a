import {
  costCenterInputSchema,
  type CostCenterInput,
} from "@office/shared/cost-centers/cost-centers.contract";

/** What an inline row edits. */
export type CostCenterDraft = { code: string; name: string };
/** Field messages of a draft (Hungarian, from the shared schema or the server). */
export type DraftErrors = Partial<Record<keyof CostCenterDraft, string>>;

/**
 * Checks a draft with the schema the server uses (`costCenterInputSchema`): the input to send, or the
 * first message of each invalid field.
 */
export function validateDraft(
  draft: CostCenterDraft,
  active: boolean,
): { input: CostCenterInput } | { errors: DraftErrors } {
  const parsed = costCenterInputSchema.safeParse({ ...draft, active });
  if (parsed.success) return { input: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "code" || field === "name") && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
