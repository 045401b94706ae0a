"use client";

import { useEffect, useRef, useState } from "react";
import { imageUrl } from "./image-url";
import { ListingPicture } from "./listing-image";
import type { Messages } from "@/lib/i18n/messages/en";

const SIZES = "(min-width: 1024px) 540px, (min-width: 768px) 52vw, 100vw";

/** The featured image; a click opens it larger (native <dialog>: Escape and backdrop close it). */
export function ImageViewer({ path, title, words }: { path: string | null; title: string; words: Messages["marketImage"] }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  if (!path) return <ListingPicture path={null} className="aspect-[4/3] w-full rounded-3xl" />;
  // The visible words are part of the name (WCAG 2.5.3): "<title> tap to enlarge".
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="group relative block w-full overflow-hidden rounded-3xl bg-secondary-soft shadow-sm ring-1 ring-line" aria-haspopup="dialog">
        <ListingPicture path={path} thumb={false} sizes={SIZES} priority alt={title} className="aspect-[4/3] w-full transition duration-300 group-hover:scale-[1.02]" />
        <span className="absolute bottom-3 right-3 rounded-full bg-black/60 px-3 py-1 text-xs font-bold text-on-photo">{words.tapToEnlarge}</span>
      </button>
      <dialog
        ref={ref}
        onClose={() => setOpen(false)}
        onClick={() => setOpen(false)}
        aria-label={title}
        className="m-auto max-h-[92vh] max-w-[96vw] overflow-hidden rounded-2xl bg-transparent p-0 backdrop:bg-black/80"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- our own image route */}
        <img src={imageUrl(path)!} alt={title} className="max-h-[92vh] max-w-[96vw] object-contain" />
        <button type="button" onClick={() => setOpen(false)} aria-label={words.close} className="absolute right-3 top-3 h-11 w-11 rounded-full bg-white/90 text-xl text-ink shadow">
          ×
        </button>
      </dialog>
    </>
  );
}
