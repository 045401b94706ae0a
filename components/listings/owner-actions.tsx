"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { EditIcon } from "@/components/ui/icons/edit";
import { TrashIcon } from "@/components/ui/icons/trash";
import { Modal } from "@/components/ui/modal";
import { apiFetch, errorDetail } from "@/app/_client/api";
import type { Messages } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";

type Words = Messages["marketOwner"];

/** SPEC §8's delete messages. */
function deleteError(status: number, body: unknown, words: Words) {
  if (status === 403) return errorDetail(body, words.noPermission);
  if (status === 404) return words.notFound;
  return words.failed;
}

/** Edit and delete (owner only): delete asks first, errors land in a dismissible banner. */
export function OwnerActions({ listingId, title, words }: { listingId: number; title: string; words: Words }) {
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
      setError(deleteError(res.status, res.body, words));
    } catch {
      setError(words.failed);
    }
    setConfirming(false);
    setPending(false);
  }

  return (
    <div className="flex flex-col gap-3">
      {error && <Alert onDismiss={() => setError(null)} dismiss={words.dismiss}>{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <ButtonLink href={`/listings/${listingId}/edit`} variant="primary" size="sm">
          <EditIcon width={16} height={16} /> {words.edit}
        </ButtonLink>
        <Button variant="outline" size="sm" className="border-red-700 text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
          <TrashIcon width={16} height={16} /> {words.delete}
        </Button>
      </div>
      <Modal open={confirming} onClose={() => !pending && setConfirming(false)} title={words.confirmTitle} close={words.close}>
        <p className="text-muted">{fill(words.confirmBody, { title })}</p>
        <div className="mt-6 flex gap-3">
          <Button variant="outline" className="flex-1" disabled={pending} onClick={() => setConfirming(false)}>
            {words.cancel}
          </Button>
          <Button variant="danger" className="flex-1" disabled={pending} onClick={remove}>
            {pending ? words.deleting : words.deleteButton}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
