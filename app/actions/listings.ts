"use server";

import { revalidatePath } from "next/cache";
import { action } from "@/app/_doors/action";
import { getPageViewer } from "@/lib/auth/page";
import { isAppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { saveWants } from "@/lib/wants";
import { deleteWant } from "@/lib/wants/delete-want";

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

const removeWant = action(deleteWant, { revalidate: ["/my-listings"] });

/** The delete button of a Want row on /my-listings. Failures are only logged (SPEC §8). */
export async function deleteWantAction(formData: FormData): Promise<void> {
  const result = await removeWant(formData);
  if (!result.ok) log.warn("deleting a wish failed", { status: result.status, error: result.error });
}
