"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "@/components/ui/use-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { resetPasswordSchema } from "@/lib/validation/auth";
import { lazyZodResolver } from "@/app/_client/lazy-zod-resolver";
import { useClearOnEdit } from "./use-clear-on-edit";
import { useHydrated } from "@/components/auth/use-hydrated";
import type { Messages } from "@/lib/i18n/messages/en";

type Values = z.infer<typeof resetPasswordSchema>;
const resolver = lazyZodResolver<Values>(() => import("@/lib/validation/auth").then((m) => m.resetPasswordSchema));
export const REDIRECT_AFTER_RESET_MS = 2000; // SPEC §9

/** SPEC §8: what the reset form shows for an answer that is not a success (`unknown`: in the page's language). */
export function resetErrorText(body: unknown, unknown = "An unknown error occurred."): string {
  const b = body as { detail?: unknown; message?: unknown } | null;
  if (b && typeof b === "object") {
    if (Array.isArray(b.detail)) return b.detail.map((d) => (d as { msg?: string })?.msg).filter(Boolean).join("\n") || unknown;
    if (typeof b.detail === "string") return b.detail;
    if (typeof b.message === "string") return b.message;
  }
  if (typeof body === "string" && body.trim()) return body;
  return unknown;
}

/** New password + confirmation for the token from the e-mailed link; success → /login after 2 s. */
export function ResetPasswordForm({ token, words }: { token: string; words: Messages["accountResetForm"] }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const form = useForm<Values>({
    resolver,
    defaultValues: { token, new_password: "", confirm_password: "" },
    reValidateMode: "onSubmit",
  });
  const { register, handleSubmit, formState } = form;
  const [error, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useClearOnEdit(
    form,
    useCallback(() => setFormError(null), []),
  );

  useEffect(() => {
    if (!success) return;
    const t = setTimeout(() => router.push("/login"), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(t);
  }, [success, router]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setPending(true);
    let res: Response;
    try {
      res = await fetch("/api/auth/reset-password", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(values) });
    } catch {
      setFormError(words.noResponse);
      setPending(false);
      return;
    }
    try {
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        /* a raw string body */
      }
      if (res.ok) {
        const message = (body as { message?: unknown })?.message;
        // The API's one success sentence (RESET_DONE), in the page's language.
        setSuccess(typeof message === "string" && message ? words.done : words.doneShort);
        return;
      }
      setFormError(resetErrorText(body, words.unknown));
    } catch (e) {
      setFormError((e as Error)?.message || words.unexpected);
    } finally {
      setPending(false);
    }
  });

  if (success) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{success}</Alert>
        <p className="text-center text-sm text-muted">
          {words.takingYou}{" "}
          <Link href="/login" className="font-bold text-primary underline-offset-4 hover:underline">
            {words.login}
          </Link>
          …
        </p>
      </div>
    );
  }

  const tokenError = formState.errors.token?.message;
  return (
    <form method="post" onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
      <fieldset disabled={pending} className="space-y-4">
        {(error || tokenError) && <Alert>{error ?? tokenError}</Alert>}
        <input type="hidden" {...register("token")} />
        <Field label={words.newPassword} type="password" autoComplete="new-password" hint={words.hint} error={formState.errors.new_password?.message} {...register("new_password")} />
        <Field label={words.confirm} type="password" autoComplete="new-password" error={formState.errors.confirm_password?.message} {...register("confirm_password")} />
        <Button type="submit" className="w-full" disabled={!hydrated} data-until-hydrated>
          {pending ? words.resetting : words.submit}
        </Button>
        <p className="text-center text-sm text-muted">
          {words.expired}{" "}
          <Link href="/forgot-password" className="font-bold text-primary underline-offset-4 hover:underline">
            {words.toForgot}
          </Link>
        </p>
      </fieldset>
    </form>
  );
}
