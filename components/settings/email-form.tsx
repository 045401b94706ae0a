"use client";

import { useCallback, useState, useTransition } from "react";
import { useForm } from "@/components/ui/use-form";
import { resendVerificationAction } from "@/app/actions/auth";
import { changeEmailAction } from "@/app/actions/settings";
import { lazyZodResolver } from "@/app/_client/lazy-zod-resolver";
import { showActionErrors } from "@/components/auth/show-action-errors";
import { useClearOnEdit } from "@/components/auth/use-clear-on-edit";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";

type Values = { email: string; password: string };
const resolver = lazyZodResolver<Values>(() => import("@/lib/validation/settings").then((m) => m.changeEmailSchema));

/**
 * Settings → E-mail address: the current one (confirmed or not), a pending new one and its Resend,
 * and the form to ask for a change. The current address stays the login until the new one's link is opened.
 */
export function EmailForm({ email, verified, pending: initialPending, words }: { email: string; verified: boolean; pending: string | null; words: Messages["accountEmailForm"] }) {
  const form = useForm<Values>({ resolver, defaultValues: { email: "", password: "" }, reValidateMode: "onSubmit" });
  const { register, handleSubmit, setError, reset, formState } = form;
  const [waiting, setWaiting] = useState(initialPending);
  const [error, setFormError] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [busy, start] = useTransition();
  useClearOnEdit(form, useCallback(() => setFormError(null), []));

  const onSubmit = handleSubmit((values) =>
    start(async () => {
      setSaid(null);
      const r = await changeEmailAction(values);
      if (r.ok) {
        setWaiting(r.data.pending_email);
        setSaid(r.data.message);
        reset({ email: "", password: "" });
      } else showActionErrors(r, ["email", "password"], setError, setFormError);
    }),
  );
  const resend = () =>
    start(async () => {
      setSaid(null);
      setFormError(null);
      const r = await resendVerificationAction({});
      if (r.ok) setSaid(r.data.message);
      else setFormError(r.error);
    });

  return (
    <div className="space-y-4">
      <dl className="space-y-2">
        <div>
          <dt className="text-sm font-bold text-muted">{words.current}</dt>
          <dd className="flex flex-wrap items-center gap-2 break-all text-ink">
            <span data-testid="current-email">{email}</span>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${verified ? "bg-secondary-soft text-secondary" : "bg-stone-200 text-stone-700"}`}>{verified ? words.confirmed : words.notConfirmed}</span>
          </dd>
        </div>
        {waiting && (
          <div>
            <dt className="text-sm font-bold text-muted">{words.waiting}</dt>
            <dd className="break-all text-ink" data-testid="pending-email">
              {waiting}
            </dd>
            <dd className="mt-1 text-sm text-muted">{fill(words.waitingNote, { email })}</dd>
          </div>
        )}
      </dl>
      {(waiting || !verified) && (
        <Button variant="outline" size="sm" onClick={resend} disabled={busy}>
          {words.resend}
        </Button>
      )}
      <p role="status" className="text-sm text-secondary">
        {said ?? ""}
      </p>
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4 border-t border-line pt-4">
        <fieldset disabled={busy} className="space-y-4">
          <legend className="mb-1 text-sm font-bold text-ink">{words.legend}</legend>
          {error && <Alert>{error}</Alert>}
          <Field label={words.newEmail} type="email" autoComplete="email" error={formState.errors.email?.message} {...register("email")} />
          <Field label={words.password} type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register("password")} />
          <Button type="submit">{busy ? words.sending : words.send}</Button>
        </fieldset>
      </form>
    </div>
  );
}
