"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { EditIcon } from "@/components/ui/icons/edit";
import { TrashIcon } from "@/components/ui/icons/trash";
import { Modal } from "@/components/ui/modal";
import { apiFetch, errorDetail } from "@/app/_client/api";

/** SPEC §8's delete messages. */
function deleteError(status: number, body: unknown) {
  if (status === 403) return errorDetail(body, "You do not have permission to delete this listing");
  if (status === 404) return "Listing not found";
  return "Failed to delete the listing. Please try again later.";
}

/** Edit and delete (owner only): delete asks first, errors land in a dismissible banner. */
export function OwnerActions({ listingId, title }: { listingId: number; title: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    setPending(true);
    setError(null);
    try {
      const res = await apiFetch(`/api/listings/${listingId}`, { method: "DELETE" });
      if (res.ok) {
        setConfirming(false);
        router.push("/my-listings");
        router.refresh();
        return;
      }
      setError(deleteError(res.status, res.body));
    } catch {
      setError("Failed to delete the listing. Please try again later.");
    }
    setConfirming(false);
    setPending(false);
  }

  return (
    <div className="flex flex-col gap-3">
      {error && <Alert onDismiss={() => setError(null)}>{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <ButtonLink href={`/listings/${listingId}/edit`} variant="primary" size="sm">
          <EditIcon width={16} height={16} /> edit
        </ButtonLink>
        <Button variant="outline" size="sm" className="border-red-700 text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
          <TrashIcon width={16} height={16} /> delete
        </Button>
      </div>
      <Modal open={confirming} onClose={() => !pending && setConfirming(false)} title="Delete this listing?">
        <p className="text-muted">
          “{title}” and its picture will be removed for good. People you were chatting with keep your messages.
        </p>
        <div className="mt-6 flex gap-3">
          <Button variant="outline" className="flex-1" disabled={pending} onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="danger" className="flex-1" disabled={pending} onClick={remove}>
            {pending ? "Deleting..." : "Delete"}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
