"use server";

import { revalidatePath } from "next/cache";
import { getPageViewer } from "@/lib/auth/page";
import { isAppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { deleteWant, saveWants } from "@/lib/wants";

export type SaveWantsState = { ok: true } | { ok: false; error: string; issues?: { path: (string | number)[]; msg: string }[] };

/** /post-want: deletions, creations and updates saved together (SPEC §4). */
export async function saveWantsAction(items: unknown): Promise<SaveWantsState> {
  const viewer = await getPageViewer();
  if (!viewer) return { ok: false, error: "Please log in again." };
  try {
    await saveWants(viewer, { items });
  } catch (e) {
    if (isAppError(e) && (e.kind === "invalid" || e.kind === "not_found")) {
      return { ok: false, error: e.message, issues: e.issues?.map((i) => ({ path: i.loc.slice(1), msg: i.msg })) };
    }
    log.error("saving wishes failed", e);
    return { ok: false, error: "Failed to save changes. Please try again." };
  }
  revalidatePath("/my-listings");
  return { ok: true };
}

/** The delete button of a Want row on /my-listings. Failures are only logged (SPEC §8). */
export async function deleteWantAction(formData: FormData): Promise<void> {
  const viewer = await getPageViewer();
  const id = Number(formData.get("id"));
  if (!viewer || !Number.isSafeInteger(id) || id < 1) return;
  try {
    await deleteWant(viewer, id);
  } catch (e) {
    log.warn("deleting a wish failed", { id, error: String(e) });
  }
  revalidatePath("/my-listings");
}
