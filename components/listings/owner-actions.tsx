"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { EditIcon, TrashIcon } from "@/components/ui/icons";
import { Modal } from "@/components/ui/modal";
import { apiFetch, errorDetail } from "@/app/_client/api";
import { STATES } from "@/lib/validation/listings";

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

/** Changes a listing's trade state through PATCH /api/listings/{id}, optimistically, undoing on failure. */
function useTradeState(listingId: number, stateId: number) {
  const router = useRouter();
  const [current, setCurrent] = useState(stateId);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function choose(next: number) {
    if (next === current || pending) return;
    const before = current;
    setCurrent(next);
    setPending(true);
    setError(null);
    const res = await apiFetch(`/api/listings/${listingId}`, { method: "PATCH", json: { state_id: next } }).catch(() => null);
    setPending(false);
    if (!res?.ok) {
      setCurrent(before);
      setError(res ? errorDetail(res.body, "Failed to update listing. Please try again.") : "Failed to update listing. Please try again.");
      return;
    }
    router.refresh();
  }
  return { current, pending, error, setError, choose };
}

/** The same choice as a compact select, for a row in My lists. */
export function TradeStateSelect({ listingId, stateId, title }: { listingId: number; stateId: number; title: string }) {
  const { current, pending, error, choose } = useTradeState(listingId, stateId);
  const id = useId();
  return (
    <span className="flex flex-col items-end gap-1">
      <label htmlFor={id} className="sr-only">
        Trade state of {title}
      </label>
      <select
        id={id}
        value={current}
        disabled={pending}
        onChange={(e) => choose(Number(e.target.value))}
        className="h-11 rounded-full border border-line bg-white px-3 text-sm font-bold capitalize text-secondary focus:border-secondary"
      >
        {STATES.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      {error && (
        <span role="alert" className="max-w-48 text-right text-xs text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
