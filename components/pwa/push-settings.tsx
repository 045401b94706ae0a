"use client";

import { useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { apiFetch, errorDetail } from "@/app/_client/api";
import { PUSH_KIND_LABELS, PUSH_KINDS, type PushKind } from "@/lib/validation/push-kinds";
import { registration, urlB64ToBytes } from "./push-client";

type Settings = { kinds: PushKind[]; preview: boolean };
type Support = "checking" | "unsupported" | "denied" | "ready";

/**
 * Push notifications for this device, per kind. Nothing asks for permission until the gardener
 * switches a kind on here (never on first load); switching every kind off unsubscribes the device.
 */
export function PushSettings() {
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
      if (!reg) throw new Error("This browser can't show notifications from GardenSwap.");
      let sub = await reg.pushManager.getSubscription();
      if (!next.kinds.length) {
        if (sub) {
          await apiFetch("/api/push/subscriptions", { method: "DELETE", json: { endpoint: sub.endpoint } });
          await sub.unsubscribe();
        }
        setSettings(next);
        setSaved("Notifications are off on this device.");
        return;
      }
      if (Notification.permission !== "granted" && (await Notification.requestPermission()) !== "granted") {
        setSupport(Notification.permission === "denied" ? "denied" : "ready");
        throw new Error("Notifications were not allowed. You can allow them in your browser's site settings.");
      }
      if (!sub) {
        const key = await apiFetch<{ public_key: string }>("/api/push/public-key");
        if (!key.ok) throw new Error("Could not reach GardenSwap. Please try again.");
        try {
          sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: urlB64ToBytes(key.body.public_key) });
        } catch {
          // The browser's own push service said no (its message, e.g. "Registration failed - permission denied", helps nobody).
          throw new Error("This browser couldn't set up notifications for GardenSwap right now. Check that notifications are allowed for this site, then try again — or install the app and switch them on there.");
        }
      }
      const res = await apiFetch<Settings>("/api/push/subscriptions", { method: "POST", json: { ...sub.toJSON(), ...next } });
      if (!res.ok) throw new Error(errorDetail(res.body, "Could not save your notification settings. Please try again."));
      setSettings({ kinds: res.body.kinds, preview: res.body.preview });
      setSaved("Saved for this device.");
    } catch (e) {
      setError(e instanceof Error ? e.message : "Could not save your notification settings. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  const toggle = (kind: PushKind) =>
    save({ ...settings, kinds: settings.kinds.includes(kind) ? settings.kinds.filter((k) => k !== kind) : [...settings.kinds, kind] });

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-line" data-testid="push-settings">
      <h2 id={`${id}-title`} className="text-base text-primary">
        Notifications on this device
      </h2>
      <p className="mt-1 text-sm text-muted">Get a notification when GardenSwap isn&apos;t open. Choose what for:</p>
      {support === "unsupported" && <p className="mt-3 text-sm text-muted">This browser can&apos;t show notifications from GardenSwap. Install the app or try another browser.</p>}
      {support === "denied" && <p className="mt-3 text-sm text-muted">Notifications are blocked for GardenSwap. You can allow them in your browser&apos;s site settings.</p>}
      {support === "checking" && <p className="mt-3 text-sm text-muted">Checking what this browser supports…</p>}
      <fieldset className="mt-3 flex flex-col" disabled={support !== "ready" || busy}>
        <legend className="sr-only">Notify me about</legend>
        {PUSH_KINDS.map((kind) => (
          <label key={kind} className="flex min-h-11 cursor-pointer items-center justify-between gap-4 border-b border-line/70 py-1 last:border-0">
            <span>{PUSH_KIND_LABELS[kind]}</span>
            <input type="checkbox" className="h-6 w-6 accent-secondary" checked={settings.kinds.includes(kind)} onChange={() => void toggle(kind)} />
          </label>
        ))}
        <label className="mt-2 flex min-h-11 cursor-pointer items-center justify-between gap-4">
          <span>
            Show a short preview of messages
            <span className="block text-sm text-muted">{settings.kinds.includes("messages") ? "Off: only who wrote to you." : "Switch on New messages first."}</span>
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
        {busy ? <span className="text-muted">Saving...</span> : saved}
      </p>
      {error && (
        <div className="mt-2">
          <Alert onDismiss={() => setError(null)}>{error}</Alert>
        </div>
      )}
    </section>
  );
}
