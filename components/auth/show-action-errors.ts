import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ActionResult } from "@/app/_doors/action";

/**
 * A refused action on a react-hook-form form: each issue on its field (the first per field, the
 * first field focused), anything else — or an issue for a field the form does not have — as the
 * form's message.
 */
export function showActionErrors<T extends FieldValues>(result: ActionResult<unknown>, fields: readonly string[], setError: UseFormSetError<T>, setFormError: (message: string) => void) {
  if (result.ok) return;
  const shown = new Set<string>();
  for (const issue of result.issues ?? []) {
    const field = String(issue.path[0] ?? "");
    if (!fields.includes(field)) {
      setFormError(issue.msg);
      return;
    }
    if (shown.has(field)) continue;
    setError(field as Path<T>, { message: issue.msg }, { shouldFocus: shown.size === 0 });
    shown.add(field);
  }
  if (!shown.size) setFormError(result.error);
}
