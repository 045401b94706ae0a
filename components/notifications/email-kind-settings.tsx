"use client";

import { useId, useState, useTransition } from "react";
import { setEmailKindAction } from "@/app/actions/notifications";
import { Alert } from "@/components/ui/alert";
import { NOTIFICATION_KINDS, type KindSwitches, type SwitchKind } from "@/lib/validation/email-kinds";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";

/** Each kind's hint in the catalogue (lib/validation/email-kinds.ts EMAIL_KIND_LABELS, in the page's language). */
const HINTS = { messages: "messagesHint", trades: "tradesHint", matches: "matchesHint", friends: "friendsHint" } as const satisfies Record<SwitchKind, keyof Messages["accountEmailKinds"]>;

/**
 * /profile's e-mail notifications, one switch per kind (decision 0204): new messages and trade
 * updates (sent a few minutes after, if still unread), matches, friend requests.
 */
export function EmailKindSettings({ initial, words }: { initial: KindSwitches; words: Messages["accountEmailKinds"] }) {
  const [switches, setSwitches] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const id = useId();

  function toggle(kind: SwitchKind) {
    const next = !switches[kind];
    setSwitches((s) => ({ ...s, [kind]: next }));
    setError(null);
    setSaved(null);
    start(async () => {
      const r = await setEmailKindAction(kind, next);
      if (r.ok) {
        setSwitches(r.email);
        setSaved(fill(r.email[kind] ? words.savedOn : words.savedOff, { kind: words[kind] }));
      } else {
        setSwitches((s) => ({ ...s, [kind]: !next }));
        setError(r.error);
      }
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-line" data-testid="email-kind-settings">
      <h2 id={`${id}-title`} className="text-base text-primary">
        {words.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{words.intro}</p>
      <ul className="mt-2 flex flex-col">
        {NOTIFICATION_KINDS.map((kind) => (
          <li key={kind} className="flex min-h-11 items-center justify-between gap-4 border-b border-line/70 py-2 last:border-0">
            <div className="min-w-0">
              <span id={`${id}-${kind}`} className="block">
                {words[kind]}
              </span>
              <span id={`${id}-${kind}-hint`} className="block text-sm text-muted">
                {words[HINTS[kind]]}
              </span>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={switches[kind]}
              aria-labelledby={`${id}-${kind}`}
              aria-describedby={`${id}-${kind}-hint`}
              onClick={() => toggle(kind)}
              disabled={pending}
              // The matches switch is the first e-mail switch (e2e/notifications.spec.ts knows it by this id).
              data-testid={kind === "matches" ? "email-notifications-switch" : `email-switch-${kind}`}
              className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full before:absolute before:-inset-2 before:content-[''] transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60 ${
                switches[kind] ? "bg-secondary" : "bg-muted/70"
              }`}
            >
              <span className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${switches[kind] ? "translate-x-7" : "translate-x-1"}`} />
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm font-bold" aria-live="polite">
        {pending ? (
          <span className="text-muted">{words.saving}</span>
        ) : saved ? (
          <span className="text-secondary">{saved}</span>
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
