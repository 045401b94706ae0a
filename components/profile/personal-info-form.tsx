"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useForm } from "@/components/ui/use-form";
import type { z } from "zod";
import { useClearOnEdit } from "@/components/auth/use-clear-on-edit";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { CameraIcon } from "@/components/ui/icons/camera";
import { errorDetail } from "@/app/_client/api";
import { compressImage } from "@/app/_client/compress-image";
import { uploadWithProgress } from "@/app/_client/upload";
import type { profileInfoSchema } from "@/lib/validation/auth";
import { lazyZodResolver } from "@/app/_client/lazy-zod-resolver";
import { useHydrated } from "@/components/auth/use-hydrated";
import type { Units } from "@/lib/places/buckets";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";

type Values = z.input<typeof profileInfoSchema>;
const resolver = lazyZodResolver<Values>(() => import("@/lib/validation/auth").then((m) => m.profileInfoSchema));
const FIELDS = ["city", "state", "postcode", "address", "apt", "match_radius_km"] as const;
const RADII = ["2", "5", "10", "25", "50", "100", "anywhere"];
type Suggestion = { label: string; city: string; state: string; postcode: string | null };
type Words = Messages["accountPlaceForm"];

/** A match radius as lib/places/buckets.ts matchRadiusLabel says it ("within 10 km", "within about 6 miles"), in the page's language. */
function radiusLabel(km: number, units: Units, words: Words) {
  if (units !== "mi") return fill(words.withinKm, { n: km });
  const n = Math.round(km / 1.609344);
  return fill(n === 1 ? words.withinMile : words.withinMiles, { n });
}

/** Town and ZIP suggestions from the app's own offline place list (GET /api/places). */
function usePlaceSuggestions() {
  const [items, setItems] = useState<Suggestion[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const ask = useCallback((q: string) => {
    if (timer.current) clearTimeout(timer.current);
    if (q.trim().length < 2) return;
    timer.current = setTimeout(async () => {
      const res = await fetch(`/api/places?q=${encodeURIComponent(q.trim())}`).catch(() => null);
      if (res?.ok) setItems((await res.json()) as Suggestion[]);
    }, 150);
  }, []);
  return { items, ask };
}

/**
 * Onboarding details: optional photo (compressed in the browser, previewed, uploaded with
 * progress), city, state, postcode, optional address and apt. One way in: the upload route.
 */
export function PersonalInfoForm({
  username,
  initial,
  picture,
  mode = "onboarding",
  next = "/listings/new",
  units = "km",
  words,
  photoWords,
}: {
  username: string;
  initial: Values;
  picture: string | null;
  /** "settings" (issue 31): saves in place and says so, instead of moving on to the new-listing form. */
  mode?: "onboarding" | "settings";
  units?: Units;
  /** Where onboarding goes on (the way back, e.g. the listing signed up from: issue 31). */
  next?: string;
  /** The form's words in the page's language (issue 38), from the server; `photoWords`: what picking a photo may say. */
  words: Words;
  photoWords: Messages["detailsPhoto"];
}) {
  const inSettings = mode === "settings";
  const [saved, setSaved] = useState(false);
  const router = useRouter();
  const photoInputId = useId();
  const hydrated = useHydrated();
  const form = useForm<Values>({ resolver, defaultValues: initial, reValidateMode: "onSubmit" });
  const { register, handleSubmit, setError, formState } = form;
  const errors = formState.errors;
  const [error, setFormError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [photoNote, setPhotoNote] = useState<{ tone: "error" | "info"; text: string } | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [unplaced, setUnplaced] = useState(false);
  const places = usePlaceSuggestions();
  const cityField = register("city");
  const postcodeField = register("postcode");
  /** Picking a suggestion fills the town, the state and (for a ZIP) the postcode. */
  const pick = (value: string) => {
    const s = places.items.find((x) => x.label === value);
    if (!s) return false;
    form.setValue("city", s.city);
    form.setValue("state", s.state);
    if (s.postcode) form.setValue("postcode", s.postcode);
    return true;
  };
  const pending = progress !== null;
  useClearOnEdit(form, useCallback(() => setFormError(null), []));

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function pickPhoto(file: File | undefined) {
    setPhotoNote(null);
    setFormError(null);
    if (!file) return;
    setPreparing(true);
    const result = await compressImage(file, photoWords);
    setPreparing(false);
    if (result.error !== undefined) {
      setPhotoNote({ tone: "error", text: result.error });
      return;
    }
    setPhoto(result.file);
    setPreview(URL.createObjectURL(result.file));
    if (result.notice) setPhotoNote({ tone: "info", text: result.notice });
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const data = new FormData();
    for (const f of FIELDS) data.set(f, values[f] === null ? "anywhere" : String(values[f] ?? "").trim());
    if (photo) data.set("file", photo, photo.name);
    setProgress(0);
    try {
      const res = await uploadWithProgress("/api/auth/upload-profile-image", data, { onProgress: setProgress });
      if (res.ok) {
        if (inSettings) {
          setUnplaced((res.body as { location_label?: string | null })?.location_label === null);
          setSaved(true);
          setProgress(null);
          router.refresh();
          return;
        }
        if ((res.body as { location_label?: string | null })?.location_label === null) {
          // Saved, but we could not place it: say so instead of moving on silently.
          setUnplaced(true);
          setProgress(null);
          return;
        }
        router.push(next);
        router.refresh();
        return;
      }
      const detail = (res.body as { detail?: unknown })?.detail;
      if (Array.isArray(detail)) {
        let shown = false;
        for (const issue of detail as { loc?: unknown[]; msg?: string }[]) {
          const field = issue.loc?.[issue.loc.length - 1];
          if (typeof field === "string" && (FIELDS as readonly string[]).includes(field) && issue.msg) {
            setError(field as (typeof FIELDS)[number], { message: issue.msg });
            shown = true;
          }
        }
        if (!shown) setFormError(errorDetail(res.body, words.failed));
      } else {
        setFormError(errorDetail(res.body, words.failed));
      }
      setProgress(null);
    } catch (e) {
      setFormError((e as Error)?.message || words.failed);
      setProgress(null);
    }
  });

  const shown = preview ?? picture;
  return (
    <form method="post" onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-6">
      <fieldset disabled={pending} className="space-y-6">
        <legend className="sr-only">{words.legend}</legend>
        <div className="flex flex-col items-center gap-3">
          {shown ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local blob: preview or our own image route
            <img src={preview ?? `/api/${picture}`} alt={words.photoAlt} className="h-28 w-28 rounded-full object-cover ring-4 ring-white shadow" />
          ) : (
            <span className="flex h-28 w-28 items-center justify-center rounded-full bg-secondary-soft text-secondary ring-4 ring-white shadow">
              <CameraIcon width={36} height={36} />
            </span>
          )}
          <label
            htmlFor={photoInputId}
            className={buttonClass({ variant: "outline", size: "sm", className: "cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-secondary" })}
          >
            {preparing ? words.preparing : shown ? words.changePhoto : words.addPhoto}
            <input
              id={photoInputId}
              type="file"
              accept="image/*"
              className="sr-only"
              disabled={pending || preparing}
              onChange={(e) => void pickPhoto(e.target.files?.[0])}
            />
          </label>
          {photoNote && (
            <p role={photoNote.tone === "error" ? "alert" : "status"} className={`text-sm ${photoNote.tone === "error" ? "text-red-700" : "text-muted"}`}>
              {photoNote.text}
            </p>
          )}
        </div>

        {error && <Alert>{error}</Alert>}

        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={words.city}
            autoComplete="address-level2"
            list="place-suggestions"
            error={errors.city?.message}
            {...cityField}
            onChange={(e) => {
              if (!pick(e.target.value)) places.ask(e.target.value);
              return cityField.onChange(e);
            }}
          />
          <Field label={words.state} autoComplete="address-level1" error={errors.state?.message} {...register("state")} />
          <Field
            label={words.postcode}
            autoComplete="postal-code"
            list="place-suggestions"
            error={errors.postcode?.message}
            {...postcodeField}
            onChange={(e) => {
              if (!pick(e.target.value)) places.ask(e.target.value);
              return postcodeField.onChange(e);
            }}
          />
          <datalist id="place-suggestions">
            {places.items.map((s) => (
              <option key={s.label} value={s.label} />
            ))}
          </datalist>
          <Field label={words.apt} autoComplete="address-line2" error={errors.apt?.message} {...register("apt")} />
          <Field label={words.address} autoComplete="address-line1" className="sm:col-span-2" error={errors.address?.message} {...register("address")} />
        </div>
        <div>
          <label htmlFor="match-radius" className="mb-1 block text-sm font-bold text-ink">
            {words.radiusLabel}
          </label>
          <select id="match-radius" className={inputClass} {...register("match_radius_km")}>
            {RADII.map((r) => (
              <option key={r} value={r}>
                {r === "anywhere" ? words.anywhere : radiusLabel(Number(r), units, words)}
              </option>
            ))}
          </select>
          <p className="mt-1 text-sm text-muted">{words.friendsAnyDistance}</p>
        </div>
        <p className="text-sm text-muted">
          {fill(words.approximate, { example: units === "mi" ? words.exampleMiles : words.exampleKm })}
        </p>
        {unplaced && (
          <div role="status" className="space-y-2 rounded-xl bg-secondary-soft px-3 py-2 text-sm text-secondary">
            <p>{inSettings ? words.unplacedSettings : words.unplacedOnboarding}</p>
            {!inSettings && (
              <Link href={next} className="font-bold underline underline-offset-2">
                {words.continue}
              </Link>
            )}
          </div>
        )}

        {pending && (
          <div role="status" aria-live="polite" className="space-y-1">
            <div className="h-2 overflow-hidden rounded-full bg-line">
              <div className="h-full rounded-full bg-secondary transition-[width]" style={{ width: `${Math.round((progress ?? 0) * 100)}%` }} />
            </div>
            <p className="text-sm text-muted">{fill(words.savingPercent, { percent: Math.round((progress ?? 0) * 100) })}</p>
          </div>
        )}

        {inSettings && saved && !unplaced && (
          <p role="status" className="text-sm font-bold text-secondary">
            {words.saved}
          </p>
        )}
        <div className={`flex flex-col-reverse items-center gap-3 sm:flex-row ${inSettings ? "sm:justify-end" : "sm:justify-between"}`}>
          {!inSettings && (
          <Link href={next} className="inline-flex min-h-11 items-center px-3 text-sm font-bold text-primary underline-offset-4 hover:underline" aria-disabled={pending}>
            {words.skip}
          </Link>
          )}
          <Button type="submit" className="w-full sm:w-40" disabled={preparing || !hydrated} data-until-hydrated>
            {pending ? words.saving : inSettings ? words.saveLocation : words.next}
          </Button>
        </div>
      </fieldset>
      <p className="sr-only">{fill(words.signedInAs, { username })}</p>
    </form>
  );
}
