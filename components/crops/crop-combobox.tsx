"use client";

import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from "react";
import { inputClass } from "@/components/ui/field";
import type { Suggestion } from "@/lib/crops/resolve";
import { categoryName } from "@/lib/validation/listing-terms";
import type { Messages } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";

/** The combobox's words in the page's language (issue 38), from the form's page. */
export type CropComboWords = Messages["marketCropCombo"];

type Props = ComponentProps<"input"> & {
  /** A suggestion was chosen: put `value` in the field (and maybe the category). */
  onPick: (s: Suggestion) => void;
  /** Its words, from the form's page. */
  words: CropComboWords;
};

/**
 * A text input that suggests crop names and varieties as you type (GET /api/crops/suggest), with
 * the likely category. ARIA 1.2 combobox: ↓/↑ move, Enter picks, Escape closes; free text still works.
 */
export function CropCombobox({ onPick, onChange, onKeyDown, onBlur, className = "", words, ...input }: Props) {
  const listId = useId();
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  function lookup(q: string) {
    clearTimeout(timer.current);
    const n = ++asked.current;
    if (q.trim().length < 2) {
      setItems([]);
      setOpen(false);
      return;
    }
    timer.current = setTimeout(async () => {
      try {
        const res = await fetch(`/api/crops/suggest?q=${encodeURIComponent(q.trim())}`);
        if (!res.ok || n !== asked.current) return;
        const found = (await res.json()) as Suggestion[];
        if (n !== asked.current) return;
        setItems(found);
        setActive(-1);
        setOpen(found.length > 0);
      } catch {
        // Suggestions are a convenience: typing still works without them.
      }
    }, 120);
  }

  /** Closes the list and drops any answer still on its way, so it cannot reopen the list later. */
  function dismiss() {
    clearTimeout(timer.current);
    asked.current++;
    setOpen(false);
  }

  function pick(s: Suggestion) {
    asked.current++;
    setOpen(false);
    setItems([]);
    onPick(s);
  }

  function keys(e: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(e);
    if (e.defaultPrevented) return;
    if (e.key === "ArrowDown" && items.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % items.length);
    } else if (e.key === "ArrowUp" && items.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    } else if (e.key === "Enter" && open && active >= 0) {
      e.preventDefault();
      pick(items[active]);
    } else if (e.key === "Escape") {
      if (open) e.preventDefault();
      dismiss();
    }
  }

  const optionId = (i: number) => `${listId}-o${i}`;
  return (
    <div className={`relative ${className}`}>
      <input
        {...input}
        className={inputClass}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        onChange={(e) => {
          onChange?.(e);
          lookup(e.target.value);
        }}
        onKeyDown={keys}
        onBlur={(e) => {
          onBlur?.(e);
          dismiss();
        }}
      />
      <ul id={listId} role="listbox" aria-label={words.label} hidden={!open} className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-line">
        {items.map((s, i) => (
          <li
            key={`${s.crop}/${s.variety ?? ""}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(s)}
            className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3.5 py-2 text-ink ${i === active ? "bg-secondary-soft" : "hover:bg-stone-50"}`}
          >
            <span>{s.label}</span>
            <span className="shrink-0 text-xs capitalize text-muted">{s.category_ids.slice(0, 2).map((c) => words[categoryName(c)]).join(" · ")}</span>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {open ? (items.length === 1 ? words.one : fill(words.many, { n: items.length })) : ""}
      </p>
    </div>
  );
}
