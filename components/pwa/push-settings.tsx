"use client";

import { useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { apiFetch, errorDetail } from "@/app/_client/api";
import { PUSH_KINDS, type PushKind } from "@/lib/validation/push-kinds";
import type { Messages } from "@/lib/i18n/messages/en";
import { registration, urlB64ToBytes } from "./push-client";

type Settings = { kinds: PushKind[]; preview: boolean };
type Support = "checking" | "unsupported" | "denied" | "ready";
type Words = Messages["accountPush"];
/** Each kind's label in the catalogue (lib/validation/push-kinds.ts PUSH_KIND_LABELS, in the page's language). */
const KIND_KEYS = { messages: "messages", matches: "matches", friend_requests: "friendRequests", trades: "trades" } as const satisfies Record<PushKind, keyof Words>;

/**
 * Push notifications for this device, per kind. Nothing asks for permission until the gardener
 * switches a kind on here (never on first load); switching every kind off unsubscribes the device.
 */
export function PushSettings({ words }: { words: Words }) {
  const id = useId();
  const [support, setSupport] = useState<Support>("checking");
  const [settings, setSettings] = useState<Settings>({ kinds: [], preview: false });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      const reg = await registration().catch(() => null);
      if (!live) return;
      if (!reg) return setSupport("unsupported");
      if (Notification.permission === "denied") return setSupport("denied");
      setSupport("ready");
      const sub = await reg.pushManager.getSubscription();
      if (!sub) return;
      const res = await apiFetch<Settings>(`/api/push/subscriptions?endpoint=${encodeURIComponent(sub.endpoint)}`);
      if (live && res.ok) setSettings({ kinds: res.body.kinds, preview: res.body.preview });
    })().catch(() => live && setSupport("unsupported"));
    return () => void (live = false);
  }, []);

  async function save(next: Settings) {
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      const reg = await registration();
      if (!reg) throw new Error(words.cantShow);
      let sub = await reg.pushManager.getSubscription();
      if (!next.kinds.length) {
        if (sub) {
          await apiFetch("/api/push/subscriptions", { method: "DELETE", json: { endpoint: sub.endpoint } });
          await sub.unsubscribe();
        }
        setSettings(next);
        setSaved(words.offHere);
        return;
      }
      if (Notification.permission !== "granted" && (await Notification.requestPermission()) !== "granted") {
        setSupport(Notification.permission === "denied" ? "denied" : "ready");
        throw new Error(words.notAllowed);
      }
      if (!sub) {
        const key = await apiFetch<{ public_key: string }>("/api/push/public-key");
        if (!key.ok) throw new Error(words.unreachable);
        try {
          sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: urlB64ToBytes(key.body.public_key) });
        } catch {
          // The browser's own push service said no (its message, e.g. "Registration failed - permission denied", helps nobody).
          throw new Error(words.setupFailed);
        }
      }
      const res = await apiFetch<Settings>("/api/push/subscriptions", { method: "POST", json: { ...sub.toJSON(), ...next } });
      if (!res.ok) throw new Error(errorDetail(res.body, words.saveFailed));
      setSettings({ kinds: res.body.kinds, preview: res.body.preview });
      setSaved(words.savedHere);
    } catch (e) {
      setError(e instanceof Error ? e.message : words.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  const toggle = (kind: PushKind) =>
    save({ ...settings, kinds: settings.kinds.includes(kind) ? settings.kinds.filter((k) => k !== kind) : [...settings.kinds, kind] });

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-line" data-testid="push-settings">
      <h2 id={`${id}-title`} className="text-base text-primary">
        {words.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{words.intro}</p>
      {support === "unsupported" && <p className="mt-3 text-sm text-muted">{words.unsupported}</p>}
      {support === "denied" && <p className="mt-3 text-sm text-muted">{words.denied}</p>}
      {support === "checking" && <p className="mt-3 text-sm text-muted">{words.checking}</p>}
      <fieldset className="mt-3 flex flex-col" disabled={support !== "ready" || busy}>
        <legend className="sr-only">{words.legend}</legend>
        {PUSH_KINDS.map((kind) => (
          <label key={kind} className="flex min-h-11 cursor-pointer items-center justify-between gap-4 border-b border-line/70 py-1 last:border-0">
            <span>{words[KIND_KEYS[kind]]}</span>
            <input type="checkbox" className="h-6 w-6 accent-secondary" checked={settings.kinds.includes(kind)} onChange={() => void toggle(kind)} />
          </label>
        ))}
        <label className="mt-2 flex min-h-11 cursor-pointer items-center justify-between gap-4">
          <span>
            {words.preview}
            <span className="block text-sm text-muted">{settings.kinds.includes("messages") ? words.previewOff : words.previewNeedsMessages}</span>
          </span>
          <input
            type="checkbox"
            className="h-6 w-6 accent-secondary disabled:opacity-40"
            checked={settings.preview}
            disabled={!settings.kinds.includes("messages")}
            onChange={() => void save({ ...settings, preview: !settings.preview })}
          />
        </label>
      </fieldset>
      <p className="mt-2 text-sm font-bold text-secondary" aria-live="polite">
        {busy ? <span className="text-muted">{words.saving}</span> : saved}
      </p>
      {error && (
        <div className="mt-2">
          <Alert onDismiss={() => setError(null)} dismiss={words.dismiss}>{error}</Alert>
        </div>
      )}
    </section>
  );
}
