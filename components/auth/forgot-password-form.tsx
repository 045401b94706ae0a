"use client";

import Link from "@/components/ui/link";
import { useCallback, useState } from "react";
import { useForm } from "@/components/ui/use-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { apiFetch } from "@/app/_client/api";
import { lazyZodResolver } from "@/app/_client/lazy-zod-resolver";
import { useClearOnEdit } from "./use-clear-on-edit";
import { useHydrated } from "@/components/auth/use-hydrated";
import type { Messages } from "@/lib/i18n/messages/en";

export const NEUTRAL_SUCCESS = "If an account exists with this email, you will receive a password reset link";

type Values = { email: string };
const resolver = lazyZodResolver<Values>(() => import("@/lib/validation/auth").then((m) => m.forgotPasswordSchema));

/**
 * SPEC §4: the neutral success text shows at once and the field is cleared; the real request
 * runs in the background and its message, if any, replaces the text.
 */
export function ForgotPasswordForm({ words }: { words: Messages["accountForgotForm"] }) {
  const hydrated = useHydrated();
  const form = useForm<Values>({ resolver, defaultValues: { email: "" }, reValidateMode: "onSubmit" });
  const { register, handleSubmit, reset, formState } = form;
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useClearOnEdit(
    form,
    useCallback(() => setFormError(null), []),
  );

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    setNotice(words.neutral);
    reset({ email: "" });
    setPending(true);
    try {
      const res = await apiFetch<{ message?: string; detail?: unknown }>("/api/auth/request-password-reset", { method: "POST", json: { email } });
      const body = (res.body ?? {}) as { message?: unknown; detail?: unknown };
      if (res.ok) {
        // The API's answer is the same neutral sentence (RESET_REQUESTED): the page's language keeps it.
        if (typeof body.message === "string" && body.message && body.message !== NEUTRAL_SUCCESS) setNotice(body.message);
      } else if (body.detail !== undefined) {
        setNotice(null);
        setFormError(detailText(body.detail, words.failed));
      } else if (typeof body.message === "string" && body.message) {
        setNotice(body.message);
      } else {
        setNotice(null);
        setFormError(words.failed);
      }
    } catch (e) {
      setNotice(null);
      setFormError((e as Error)?.message || words.failed);
    } finally {
      setPending(false);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
      <fieldset disabled={pending} className="space-y-4">
        {notice && <Alert tone="success">{notice}</Alert>}
        {error && <Alert>{error}</Alert>}
        <Field label={words.email} type="email" autoComplete="email" inputMode="email" error={formState.errors.email?.message} {...register("email")} />
        <Button type="submit" className="w-full" disabled={!hydrated} data-until-hydrated>
          {pending ? words.sending : words.submit}
        </Button>
        <p className="text-center text-sm text-muted">
          {words.remembered}{" "}
          <Link href="/login" className="font-bold text-primary underline-offset-4 hover:underline">
            {words.login}
          </Link>
        </p>
      </fieldset>
    </form>
  );
}

function detailText(detail: unknown, failed: string): string {
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) return detail.map((d) => (d as { msg?: string })?.msg).filter(Boolean).join("\n") || failed;
  return failed;
}
