"use server";

import { action, type ActionResult } from "@/app/_doors/action";
import { log } from "@/lib/log";
import { deleteWant } from "@/lib/wants/delete-want";
import { saveWants } from "@/lib/wants/save-wants";
import { updateWant } from "@/lib/wants/update-want";

const saveWishList = action(saveWants, { revalidate: ["/my-listings"] });

/** /post-want: deletions, creations and updates saved together (SPEC §4); the rows of the form as they are, and who sees the list (issue 34). */
export async function saveWantsAction(items: unknown, groups?: unknown): Promise<{ ok: true } | Extract<ActionResult<unknown>, { ok: false }>> {
  const result = await saveWishList(groups === undefined ? { items } : { items, groups });
  return result.ok ? { ok: true } : result;
}

const removeWant = action(deleteWant, { revalidate: ["/my-listings"] });

/** The delete button of a Want row on /my-listings. Failures are only logged (SPEC §8). */
export async function deleteWantAction(formData: FormData): Promise<void> {
  const result = await removeWant(formData);
  if (!result.ok) log.warn("deleting a wish failed", { status: result.status, error: result.error });
}

const wakeWant = action(updateWant, { revalidate: ["/my-listings"] });

/** "Wake it now" beside a sleeping wish on /my-listings (issue 35): PATCH dormant_until: null. Failures are only logged. */
export async function wakeWantAction(formData: FormData): Promise<void> {
  const result = await wakeWant({ id: formData.get("id"), dormant_until: null });
  if (!result.ok) log.warn("waking a wish failed", { status: result.status, error: result.error });
}
