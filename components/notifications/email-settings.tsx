"use client";

import { useId, useState, useTransition } from "react";
import { setEmailNotificationsAction, setEmailNotificationsByTokenAction } from "@/app/actions/notifications";
import { Alert } from "@/components/ui/alert";
import type { Messages } from "@/lib/i18n/messages/en";

/**
 * The e-mail notifications switch: on /profile (signed in) or on the unsubscribe page (with the
 * e-mail's signed token instead of a session). `words`: the page's language (issue 38),
 * `getWords("accountEmailSwitch")` on the server.
 */
export function EmailSettings({ initial, token, title, words }: { initial: boolean; token?: string; title?: string; words: Messages["accountEmailSwitch"] }) {
  const [enabled, setEnabled] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, start] = useTransition();
  const id = useId();

  function toggle() {
    const next = !enabled;
    setEnabled(next);
    setError(null);
    setSaved(false);
    start(async () => {
      const r = token ? await setEmailNotificationsByTokenAction(token, next) : await setEmailNotificationsAction(next);
      if (r.ok) {
        setEnabled(r.enabled);
        setSaved(true);
      } else {
        setEnabled(!next);
        setError(r.error);
      }
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-line">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-base text-primary">
            {title ?? words.title}
          </h2>
          <p id={`${id}-desc`} className="mt-1 text-sm text-muted">
            {words.description}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          onClick={toggle}
          disabled={pending}
          data-testid="email-notifications-switch"
          className="group inline-flex h-11 w-16 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
        >
          {/* The switch itself is 44 px tall (issue 31: it was 32); the track inside keeps its look. */}
          <span aria-hidden className={`inline-flex h-8 w-14 items-center rounded-full transition-colors ${enabled ? "bg-secondary" : "bg-muted/70"}`}>
            <span className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${enabled ? "translate-x-7" : "translate-x-1"}`} />
          </span>
        </button>
      </div>
      <p className="mt-3 text-sm font-bold" aria-live="polite">
        {pending ? (
          <span className="text-muted">{words.saving}</span>
        ) : saved ? (
          <span className="text-secondary">{enabled ? words.on : words.off}</span>
        ) : (
          <span className="font-normal text-muted">{words.always}</span>
        )}
      </p>
      {error && (
        <div className="mt-3">
          <Alert onDismiss={() => setError(null)} dismiss={words.dismiss}>{error}</Alert>
        </div>
      )}
    </section>
  );
}
