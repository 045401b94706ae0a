"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { markWishAdded } from "@/components/pwa/push-offer-later";
import { useWatch } from "react-hook-form";
import { useForm } from "@/components/ui/use-form";
import { saveWantsAction } from "@/app/actions/listings";
import { CropCombobox } from "@/components/crops/crop-combobox";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CharCount } from "@/components/ui/char-count";
import { PlusIcon } from "@/components/ui/icons/plus";
import { TrashIcon } from "@/components/ui/icons/trash";
import { CATEGORIES, WANT_TITLE_MAX, WANTS_PER_CATEGORY } from "@/lib/validation/listing-terms";
import { lazyZodResolver } from "@/app/_client/lazy-zod-resolver";
import { AudienceFields } from "./audience-fields";
import type { WantDTO } from "@/lib/wants";
import type { AudienceValue } from "./audience";
import type { Messages } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";

/** The wish list's words and those of the fields it holds, in the page's language (issue 38). */
export type WantFormWords = { form: Messages["postingWant"]; audience: Messages["postingAudience"]; crop: Messages["marketCropCombo"] };

const PLACEHOLDER = { 1: "producePlaceholder", 2: "seedsPlaceholder", 3: "plantsPlaceholder" } as const;

/** SPEC §3/§4: existing items, new (unsaved) ones and those marked for deletion, saved together. */
type Item = { key: string; id?: number; title: string; category_id: number; isNew: boolean; toDelete: boolean };

/** Keys of the first blank rows are fixed (server and browser render them alike); later ones are random. */
const blank = (category_id: number, key = `new-${Math.random().toString(36).slice(2)}`): Item => ({ key, title: "", category_id, isNew: true, toDelete: false });

// "Who can see it" is part of the form's own chunk (the form loads on first interaction, decision 0219).

type Values = { items: Item[] };
const resolver = lazyZodResolver<Values>(() => import("@/lib/validation/listings").then((m) => m.wantsSaveSchema), { raw: true });

/** The gardener's groups and those the wish list is shared with now (issue 34). */
type Sharing = { groups: { id: number; name: string }[]; chosen: number[] };

export function WantForm({ initial, sharing = { groups: [], chosen: [] }, words }: { initial: WantDTO[]; sharing?: Sharing; words: WantFormWords }) {
  const w = words.form;
  const router = useRouter();
  const formId = useId();
  // The wish rules are the server's schema (wantsSaveSchema): the form shows the same messages.
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      items: (() => {
        const existing = initial.map((w) => ({ key: `w-${w.id}`, id: w.id, title: w.title, category_id: w.category_id, isNew: false, toDelete: false }));
        const empty = CATEGORIES.filter((c) => !existing.some((i) => i.category_id === c.id)).map((c) => blank(c.id, `blank-${c.id}`));
        return [...existing, ...empty];
      })(),
    },
    reValidateMode: "onSubmit",
  });
  const { setValue, getValues, clearErrors, setError, formState } = form;
  const items = useWatch({ control: form.control, name: "items" });
  const [banner, setBanner] = useState<string | null>(null);
  // One choice for the whole list: everyone (as wishes always were) or chosen groups.
  const [audience, setAudience] = useState<AudienceValue>({ audience: sharing.chosen.length ? "groups" : "public", groups: sharing.chosen });
  const [audienceError, setAudienceError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const errorOf = (index: number) => formState.errors.items?.[index]?.title?.message;

  const update = (index: number, title: string) => {
    setValue(`items.${index}.title`, title);
    clearErrors(`items.${index}.title`);
    setBanner(null);
  };
  const remove = (item: Item) => {
    setBanner(null);
    const all = getValues("items");
    setValue("items", item.isNew ? all.filter((i) => i.key !== item.key) : all.map((i) => (i.key === item.key ? { ...i, toDelete: true } : i)));
  };

  const save = form.handleSubmit(
    (values) => {
      setBanner(null);
      const sent = values.items.filter((i) => !(i.isNew && (i.toDelete || i.title.trim() === "")));
      const payload = sent.map((i) => ({ ...(i.id !== undefined && { id: i.id }), title: i.title, category_id: i.category_id, toDelete: i.toDelete || undefined }));
      if (audience.audience === "groups" && !audience.groups.length) return setAudienceError(w.chooseGroup);
      // Sent only when the gardener has groups (or had): otherwise every wish stays public as it is.
      const groups = sharing.groups.length || sharing.chosen.length ? (audience.audience === "groups" ? audience.groups : []) : undefined;
      startTransition(async () => {
        try {
          const res = await saveWantsAction(payload, groups);
          if (res.ok) {
            // A new wish: the wish list offers push for matches (components/pwa/push-offer-later.tsx).
            if (payload.some((i) => i.id === undefined && !i.toDelete)) markWishAdded();
            router.push("/my-listings?tab=want");
            router.refresh();
            return;
          }
          let onField = false;
          for (const issue of res.issues ?? []) {
            const index = issue.path[0] === "items" && typeof issue.path[1] === "number" ? values.items.indexOf(sent[issue.path[1]]!) : -1;
            if (index < 0) continue;
            setError(`items.${index}.title`, { message: issue.msg });
            onField = true;
          }
          setBanner(onField ? null : res.error);
        } catch {
          setBanner(w.failed);
        }
      });
    },
    // A rule about the whole list (at least one wish, 5 per category) is the banner.
    (errors) => setBanner(errors.items?.message ?? errors.items?.root?.message ?? (errors as Record<string, { message?: string } | undefined>).category_id?.message ?? null),
  );

  return (
    <form
      onSubmit={(e) => void save(e)}
      onFocus={resolver.preload}
      noValidate
      className="flex flex-col gap-5"
    >
      {banner && <Alert onDismiss={() => setBanner(null)} dismiss={w.dismiss}>{banner}</Alert>}
      <fieldset disabled={pending} className="flex flex-col gap-5">
        {CATEGORIES.map((c) => {
          const rows = items.map((item, index) => ({ ...item, index })).filter((i) => i.category_id === c.id && !i.toDelete);
          const last = rows.at(-1);
          const canAdd = rows.length < WANTS_PER_CATEGORY && (!last || last.title.trim() !== "");
          const name = w[c.name];
          const wishN = (n: number) => fill(w.wishN, { category: name, n });
          return (
            <section key={c.id} aria-labelledby={`${formId}-${c.id}`} className="rounded-2xl bg-white p-4 ring-1 ring-line">
              <div className="mb-3 flex items-center justify-between">
                <h2 id={`${formId}-${c.id}`} className="text-lg capitalize text-secondary">
                  {name}
                </h2>
                <span className="text-xs text-muted">
                  {rows.filter((r) => r.title.trim() !== "").length}/{WANTS_PER_CATEGORY}
                </span>
              </div>
              <ul className="flex flex-col gap-2">
                {rows.map((i, n) => (
                  <li key={i.key}>
                    <div className="flex items-center gap-2">
                      <label className="sr-only" htmlFor={`${formId}-${i.key}`}>
                        {wishN(n + 1)}
                      </label>
                      <CropCombobox
                        id={`${formId}-${i.key}`}
                        className="flex-1"
                        onPick={(s) => update(i.index, s.value)}
                        value={i.title}
                        placeholder={w[PLACEHOLDER[c.id]]}
                        words={words.crop}
                        aria-invalid={errorOf(i.index) ? true : undefined}
                        aria-describedby={errorOf(i.index) ? `${formId}-${i.key}-error` : undefined}
                        onChange={(e) => update(i.index, e.target.value)}
                      />
                      <button
                        type="button"
                        onClick={() => remove(i)}
                        aria-label={fill(w.remove, { item: i.title || wishN(n + 1) })}
                        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-red-700 hover:bg-red-50"
                      >
                        <TrashIcon width={18} height={18} />
                      </button>
                    </div>
                    {errorOf(i.index) && (
                      <p id={`${formId}-${i.key}-error`} role="alert" className="mt-1 text-sm text-red-700">
                        {errorOf(i.index)}
                      </p>
                    )}
                    <CharCount length={i.title.length} max={WANT_TITLE_MAX} from={WANT_TITLE_MAX - 20} tooMany={w.tooMany} />
                  </li>
                ))}
              </ul>
              <button
                type="button"
                disabled={!canAdd}
                onClick={() => setValue("items", [...getValues("items"), blank(c.id)])}
                className="mt-3 inline-flex h-11 items-center gap-1.5 rounded-full px-4 text-sm font-bold text-secondary hover:bg-secondary-soft disabled:cursor-not-allowed disabled:opacity-40"
                aria-label={fill(w.add, { category: name })}
              >
                <PlusIcon width={16} height={16} /> {w.addButton}
              </button>
              {rows.length >= WANTS_PER_CATEGORY && <p className="mt-1 text-xs text-muted">{fill(w.upTo, { n: WANTS_PER_CATEGORY })}</p>}
            </section>
          );
        })}
        {(sharing.groups.length > 0 || sharing.chosen.length > 0) && (
          <AudienceFields
            kind="wish list"
            words={words.audience}
            friends={false}
            value={audience}
            groups={sharing.groups}
            error={audienceError}
            onChange={(v) => {
              setAudience(v);
              setAudienceError(null);
            }}
          />
        )}
      </fieldset>
      <div className="flex gap-3">
        <Button variant="outline" className="flex-1" disabled={pending} onClick={() => router.push("/my-listings?tab=want")}>
          {w.cancel}
        </Button>
        <Button type="submit" className="flex-1" disabled={pending}>
          {pending ? w.saving : w.save}
        </Button>
      </div>
    </form>
  );
}
