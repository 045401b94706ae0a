"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { useForm } from "@/components/ui/use-form";
import { CropCombobox } from "@/components/crops/crop-combobox";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CharCount } from "@/components/ui/char-count";
import { Field, TextArea } from "@/components/ui/field";
import { CameraIcon } from "@/components/ui/icons/camera";
import { apiFetch, errorDetail } from "@/app/_client/api";
import { compressImage } from "@/app/_client/compress-image";
import { uploadWithProgress } from "@/app/_client/upload";
import type { ListingDTO } from "@/lib/listings";
import { CATEGORIES, DESCRIPTION_MAX, TITLE_MAX, TYPES } from "@/lib/validation/listing-terms";
import type { ListingFormValues } from "@/lib/validation/listings";
import { currencySymbol, type Currency } from "@/lib/validation/money";
import { lazyZodResolver } from "@/app/_client/lazy-zod-resolver";
import { imageUrl } from "./image-url";
import { handoverBody, toLocalInput, type HandoverDraft } from "@/components/handover/handover-draft";
import { HandoverFields } from "@/components/handover/handover-fields";
import { AudienceFields } from "./audience-fields";
import { GlutFields, glutBody, NO_GLUT_DRAFT, type GlutDraft } from "@/components/gluts/glut-fields";
import { NO_SEED_LOT_DRAFT, SeedLotFields, seedLotBody, seedLotMissing, seedLotStarted, type SeedLotDraft } from "@/components/seed-lots/seed-lot-fields";
import type { HandoverDTO } from "@/lib/handover";
import type { AudienceValue } from "./audience";
import type { Messages } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";

/** The form's words and those of the fields it holds, in the page's language (issue 38): one object from the page. */
export type ListingFormWords = {
  form: Messages["postingListing"];
  audience: Messages["postingAudience"];
  glut: Messages["postingGlut"];
  crop: Messages["marketCropCombo"];
  handover: Messages["tradesHandoverForm"];
  seedLot: Messages["communitySeedLotFields"];
  seedTerms: Messages["communitySeedTerms"];
  photo: Messages["detailsPhoto"];
};

/** A new listing may open with a photo shared from the phone's gallery (app/share-target). */
type Mode = { kind: "new"; shared?: { hash: string } | { error: string }; currency: Currency } | { kind: "edit"; listing: ListingDTO & { handover?: HandoverDTO | null } };

function Segmented({ legend, name, options, value, onChange, disabled }: { legend: string; name: string; options: readonly { id: number; label: string }[]; value: string; onChange: (v: string) => void; disabled?: boolean }) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1 block text-sm font-bold text-ink">{legend}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-2xl bg-white p-1 ring-1 ring-line">
        {options.map((o) => (
          <label
            key={o.id}
            className={`flex h-11 cursor-pointer items-center justify-center rounded-xl text-sm font-bold capitalize transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink ${
              value === String(o.id) ? "bg-secondary text-white" : "text-secondary hover:bg-secondary-soft"
            }`}
          >
            <input type="radio" name={name} value={o.id} checked={value === String(o.id)} onChange={() => onChange(String(o.id))} className="sr-only" />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

// "Who can see it" and the handover fields are part of the form's own chunk: the whole form loads on
// first interaction (lazyForm, decision 0219), so they cost the page's first load nothing. As lazy
// parts of their own they hydrated after the form, and a tap made meanwhile (Doorstep) was lost.

const createResolver = lazyZodResolver<ListingFormValues>(() => import("@/lib/validation/listings").then((m) => m.listingFormSchema));
const editResolver = lazyZodResolver<ListingFormValues>(() => import("@/lib/validation/listings").then((m) => m.editFormSchema));

/** The new-listing and edit forms: one way in each (POST / PATCH /api/listings/ as multipart, with upload progress). */
/** The gardener's groups and who sees the listing now (issue 34; the page works it out). */
type Sharing = { groups: { id: number; name: string }[]; initial: AudienceValue };

export function ListingForm({ mode, sharing, words }: { mode: Mode; sharing: Sharing; words: ListingFormWords }) {
  const w = words.form;
  const router = useRouter();
  const editing = mode.kind === "edit" ? mode.listing : null;
  const form = useForm<ListingFormValues>({
    resolver: editing ? editResolver : createResolver,
    defaultValues: {
      title: editing?.title ?? "",
      description: editing?.description ?? "",
      price: editing ? (editing.type_id === 1 ? String(editing.price) : "0") : "",
      type_id: String(editing?.type_id ?? 1) as "1",
      category_id: String(editing?.category_id ?? 1) as "1",
      is_public: editing?.is_public ?? true,
    },
  });
  const { register, handleSubmit, control, setValue, setError, formState } = form;
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(imageUrl(editing?.featured_image));
  const shared = mode.kind === "new" ? mode.shared : undefined;
  const sharedHash = shared && "hash" in shared ? shared.hash : null;
  const [imageNote, setImageNote] = useState<{ tone: "error" | "info"; text: string } | null>(shared && "error" in shared ? { tone: "error", text: shared.error } : null);
  const [progress, setProgress] = useState<number | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [active, setActive] = useState(editing?.is_active ?? true);
  const [audience, setAudience] = useState(sharing.initial);
  const [handover, setHandover] = useState<HandoverDraft>(() => {
    const h = editing?.handover;
    return h ? { mode: h.mode, place: h.place ?? "", spot: h.spot ?? "", windows: h.windows.map((w) => ({ start: toLocalInput(w.start), end: toLocalInput(w.end) })), postageOnly: h.postage_only } : { mode: "", place: "", spot: "", windows: [] };
  });
  const [glut, setGlut] = useState<GlutDraft>(() =>
    editing?.quantity ? { quantity: String(editing.quantity), unit: editing.unit ?? "", max: editing.max_per_person ? String(editing.max_per_person) : "", helpYourself: editing.help_yourself, chooseAt: editing.fair_chance_until ? toLocalInput(editing.fair_chance_until) : "" } : NO_GLUT_DRAFT,
  );
  // A new seed listing may record its seed lot (issue 36), posted once the listing exists.
  const [lot, setLot] = useState<SeedLotDraft>(NO_SEED_LOT_DRAFT);
  const [lotError, setLotError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const photoButton = useRef<HTMLButtonElement>(null);
  const photoId = useId();
  const titleId = useId();
  const typeId = useWatch({ control, name: "type_id" });
  const categoryId = useWatch({ control, name: "category_id" });
  const description = useWatch({ control, name: "description" }) ?? "";
  const title = useWatch({ control, name: "title" }) ?? "";

  useEffect(() => () => void (preview?.startsWith("blob:") && URL.revokeObjectURL(preview)), [preview]);

  useEffect(() => {
    if (!sharedHash) return;
    // The shared photo was stored as the gardener's own upload: attach it as if picked here.
    let live = true;
    fetch(`/api/images/${sharedHash}.webp`)
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!live || !blob) return;
        const picked = new File([blob], "shared-photo.webp", { type: "image/webp" });
        setFile(picked);
        setPreview(URL.createObjectURL(picked));
      })
      .catch(() => {});
    return () => void (live = false);
  }, [sharedHash]);

  async function pick(e: React.ChangeEvent<HTMLInputElement>) {
    const picked = e.target.files?.[0];
    if (!picked) return;
    setImageNote(null);
    setBusy(true);
    const result = await compressImage(picked, words.photo);
    setBusy(false);
    // The fieldset was disabled while compressing, which drops focus to <body>: put it back on the photo button.
    requestAnimationFrame(() => photoButton.current?.focus());
    if (result.error !== undefined) {
      setImageNote({ tone: "error", text: result.error });
      e.target.value = "";
      return;
    }
    setFile(result.file);
    setPreview(URL.createObjectURL(result.file));
    if (result.notice) setImageNote({ tone: "info", text: result.notice });
  }

  async function submit(values: ListingFormValues) {
    setBanner(null);
    if (audience.audience === "groups" && !audience.groups.length) return setBanner(w.chooseGroup);
    const withLot = !editing && values.category_id === "2" && seedLotStarted(lot);
    setLotError(null);
    if (withLot && seedLotMissing(lot, words.seedLot)) return setLotError(seedLotMissing(lot, words.seedLot));
    setBusy(true);
    // A parent lot code is checked first: a typo must not leave a listing posted without its lot.
    if (withLot && lot.parent.trim()) {
      const parent = await apiFetch(`/api/seed-lots/${encodeURIComponent(lot.parent.trim())}`);
      if (!parent.ok) {
        setBusy(false);
        return setLotError(parent.status === 404 ? w.parentNotFound : errorDetail(parent.body, w.parentCheckFailed));
      }
    }
    const body = new FormData();
    body.set("title", values.title.trim());
    body.set("description", values.description);
    body.set("type_id", values.type_id);
    body.set("price", values.type_id === "1" ? String(Number(values.price) || 0) : "0");
    body.set("category_id", values.category_id);
    // Everyone keeps the groups it is shown in; friends leaves them; groups replaces them (PATCH .../visibility's rule).
    body.set("is_public", String(audience.audience === "public"));
    if (audience.audience === "groups") body.set("groups", audience.groups.join(","));
    body.set("is_active", String(editing ? active : true));
    if (!editing) body.set("state_id", "1");
    if (file) body.set("image", file);
    glutBody(glut, body);
    const fallback = editing ? w.failedUpdate : w.failedCreate;
    try {
      setProgress(file ? 0 : null);
      const res = await uploadWithProgress(editing ? `/api/listings/${editing.id}` : "/api/listings/", body, {
        method: editing ? "PATCH" : "POST",
        onProgress: file ? setProgress : undefined,
      });
      if (res.ok) {
        // A new listing: My lists confirms it, with "view" and "share" (SPEC: save goes to /my-listings).
        const id = (res.body as { id?: number } | null)?.id;
        // How it changes hands (issue 32) is its own call, once the listing exists.
        if (handover.mode && id) {
          const h = await apiFetch(`/api/listings/${id}/handover`, { method: "PUT", json: handoverBody(handover) });
          if (!h.ok) {
            setBanner(fill(editing ? w.savedButHandover : w.postedButHandover, { detail: errorDetail(h.body, w.tryAgain) }));
            if (!editing) router.push(`/listings/${id}/edit`);
            setProgress(null);
            setBusy(false);
            return;
          }
        }
        if (withLot && id) {
          const made = await apiFetch(`/api/seed-lots`, { method: "POST", json: seedLotBody(lot, id) });
          if (!made.ok) {
            // Posted: its page says so, and the lot can be recorded again from the API.
            setBanner(fill(w.postedButLot, { detail: errorDetail(made.body, w.tryAgain) }));
            router.push(`/listings/${id}`);
            setProgress(null);
            setBusy(false);
            return;
          }
        }
        router.push(editing ? `/listings/${editing.id}` : id ? `/my-listings?posted=${id}` : "/my-listings");
        router.refresh();
        return;
      }
      const detail = (res.body as { detail?: unknown })?.detail;
      if (res.status === 422 && Array.isArray(detail)) {
        for (const d of detail as { loc?: unknown[]; msg: string }[]) {
          const field = d.loc?.[1];
          if (field === "title" || field === "price" || field === "description") setError(field, { message: d.msg });
          else setBanner(d.msg);
        }
      } else if (res.status === 401) {
        setBanner(fallback);
      } else {
        setBanner(res.status === 413 || res.status === 422 || res.status === 403 ? errorDetail(res.body, fallback) : fallback);
      }
    } catch {
      setBanner(fallback);
    }
    setProgress(null);
    setBusy(false);
  }

  const pending = busy || formState.isSubmitting;
  return (
    <form onSubmit={handleSubmit(submit)} onFocus={(editing ? editResolver : createResolver).preload} noValidate className="flex flex-col gap-5">
      {banner && <Alert onDismiss={() => setBanner(null)} dismiss={w.dismiss}>{banner}</Alert>}
      <fieldset disabled={pending} className="flex flex-col gap-5">
        <div>
          <span id={`${photoId}-label`} className="mb-1 block text-sm font-bold text-ink">
            {w.photo} <span className="font-normal text-muted">{w.optional}</span>
          </span>
          <button
            ref={photoButton}
            type="button"
            aria-describedby={imageNote ? `${photoId}-label ${photoId}-note` : `${photoId}-label`}
            onClick={() => fileInput.current?.click()}
            className="group relative flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-2xl border-2 border-dashed border-line bg-white text-muted hover:border-secondary sm:max-w-sm"
          >
            {preview ? (
              // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) or our image route
              <img src={preview} alt={w.preview} className="h-full w-full object-cover" />
            ) : (
              <span className="flex flex-col items-center gap-2 text-sm">
                <CameraIcon width={32} height={32} className="text-secondary" />
                {w.addPhoto}
              </span>
            )}
            {preview && <span className="absolute bottom-2 right-2 rounded-full bg-black/60 px-3 py-1 text-xs font-bold text-on-photo">{w.changePhoto}</span>}
          </button>
          <input ref={fileInput} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-label={w.choosePhoto} data-testid="listing-image" onChange={pick} />
          {imageNote && (
            <p id={`${photoId}-note`} role={imageNote.tone === "error" ? "alert" : "status"} className={`mt-1 text-sm ${imageNote.tone === "error" ? "text-red-700" : "text-muted"}`}>
              {imageNote.text}
            </p>
          )}
          {progress !== null && (
            <div className="mt-2 sm:max-w-sm">
              <div className="h-2 overflow-hidden rounded-full bg-stone-200" role="progressbar" aria-label={w.progress} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)}>
                <div className="h-full bg-secondary transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
              </div>
              <p className="mt-1 text-xs text-muted">{fill(w.uploading, { n: Math.round(progress * 100) })}</p>
            </div>
          )}
        </div>
        <div>
          <label htmlFor={titleId} className="mb-1 block text-sm font-bold text-ink">
            {w.itemName}
          </label>
          <CropCombobox
            id={titleId}
            placeholder={w.itemPlaceholder}
            words={words.crop}
            aria-invalid={formState.errors.title ? true : undefined}
            aria-describedby={formState.errors.title ? `${titleId}-error` : `${titleId}-hint`}
            onPick={(s) => {
              setValue("title", s.value, { shouldValidate: formState.isSubmitted });
              // The catalogue's likeliest category for it ("Sungold" → produce); still the gardener's choice.
              if (s.category_ids[0]) setValue("category_id", String(s.category_ids[0]) as "1");
            }}
            {...register("title")}
          />
          {formState.errors.title ? (
            <p id={`${titleId}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {formState.errors.title.message}
            </p>
          ) : (
            <p id={`${titleId}-hint`} className="mt-1 text-sm text-muted">
              {w.pickHint}
            </p>
          )}
          <CharCount length={title.length} max={TITLE_MAX} tooMany={w.tooMany} />
        </div>
        <Segmented
          legend={w.type}
          name="type_id"
          options={TYPES.map((t) => ({ id: t.id, label: w[t.name] }))}
          value={typeId}
          onChange={(v) => {
            setValue("type_id", v as "1", { shouldValidate: formState.isSubmitted });
            // SPEC §4: changing to a non-sell type resets the price to 0.
            if (v !== "1") setValue("price", "0", { shouldValidate: formState.isSubmitted });
          }}
        />
        {typeId === "1" && (
          <Field label={fill(w.price, { symbol: currencySymbol(mode.kind === "new" ? mode.currency : mode.listing.currency) })} type="number" inputMode="numeric" min={1} step={1} placeholder={w.pricePlaceholder} error={formState.errors.price?.message} {...register("price")} />
        )}
        <Segmented legend={w.category} name="category_id" options={CATEGORIES.map((c) => ({ id: c.id, label: w[c.name] }))} value={categoryId} onChange={(v) => setValue("category_id", v as "1")} />
        <div>
          <TextArea label={w.description} rows={4} placeholder={w.descriptionPlaceholder} error={formState.errors.description?.message} {...register("description")} />
          <CharCount length={description.length} max={DESCRIPTION_MAX} tooMany={w.tooMany} />
        </div>
        <GlutFields draft={glut} onChange={setGlut} categoryId={categoryId} words={words.glut} />
        {!editing && categoryId === "2" && <SeedLotFields draft={lot} onChange={setLot} error={lotError} words={words.seedLot} terms={words.seedTerms} cropWords={words.crop} />}
        <AudienceFields kind="listing" words={words.audience} value={audience} groups={sharing.groups} onChange={setAudience} />
        <HandoverFields draft={handover} onChange={setHandover} seeds={categoryId === "2"} words={words.handover} />
        {editing && (
          <>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-line">
              <input type="checkbox" className="h-5 w-5 accent-secondary" checked={active} onChange={(e) => setActive(e.target.checked)} />
              <span className="flex-1 text-ink">{w.show}</span>
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${active ? "bg-secondary-soft text-secondary" : "bg-stone-200 text-stone-700"}`}>{active ? w.active : w.takenDown}</span>
            </label>
            <p className="-mt-3 text-xs text-muted">{active ? w.activeHint : w.takenDownHint}</p>
          </>
        )}
      </fieldset>
      <div className="flex gap-3">
        {editing ? (
          <Button variant="outline" className="flex-1" disabled={pending} onClick={() => router.back()}>
            {w.cancel}
          </Button>
        ) : (
          <Link href="/my-listings" className="inline-flex h-11 flex-1 items-center justify-center rounded-full border-2 border-primary bg-white font-bold text-primary hover:bg-primary-soft">
            {w.cancel}
          </Link>
        )}
        <Button type="submit" className="flex-1" disabled={pending}>
          {pending ? w.saving : w.save}
        </Button>
      </div>
    </form>
  );
}
