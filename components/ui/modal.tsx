"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A modal on the native <dialog>: focus is trapped and restored, Escape closes, the page behind
 * is inert — the browser does the accessibility work. `close`: the × button's name in the page's
 * language (issue 38), English when not given.
 */
export function Modal({ open, onClose, title, children, close = "Close" }: { open: boolean; onClose: () => void; title: string; children: ReactNode; close?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A close the parent asked for (open became false) must not call onClose: the parent may already
  // have opened the next dialog (a report's "Thank you"), which onClose would shut again.
  const closedByProp = useRef(false);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) {
      closedByProp.current = true;
      d.close();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      onClose={() => {
        if (closedByProp.current) closedByProp.current = false;
        else onClose();
      }}
      onClick={(e) => e.target === ref.current && onClose()}
      aria-labelledby={titleId}
      className="m-auto w-[min(92vw,28rem)] rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/40"
    >
      <div className="p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl text-primary">
            {title}
          </h2>
          <button type="button" onClick={onClose} aria-label={close} className="-m-2 rounded-full p-2 text-xl leading-none text-muted hover:bg-stone-100">
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
