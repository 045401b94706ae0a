"use client";

import { useFormStatus } from "react-dom";
import { TrashIcon } from "@/components/ui/icons/trash";
import type { Messages } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";

/** Submit button of a Want row's delete form (the server action); busy while it runs. */
export function WantDeleteButton({ title, words }: { title: string; words: Messages["marketWantDelete"] }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={pending}
      aria-label={fill(words.deleteTitle, { title })}
      title={words.delete}
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-red-700 hover:bg-red-50 disabled:opacity-50"
    >
      <TrashIcon width={20} height={20} />
    </button>
  );
}
