"use client";

import { useCallback, useState, useTransition } from "react";
import { useForm } from "@/components/ui/use-form";
import { registerAction } from "@/app/actions/auth";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { RegisterFormInput } from "@/lib/validation/auth";
import { lazyZodResolver } from "@/app/_client/lazy-zod-resolver";
import { showActionErrors } from "./show-action-errors";
import { useClearOnEdit } from "./use-clear-on-edit";
import { useHydrated } from "@/components/auth/use-hydrated";
import type { Messages } from "@/lib/i18n/messages/en";
import type { Locale } from "@/lib/i18n/locales";

const EMPTY: RegisterFormInput = { first_name: "", last_name: "", username: "", email: "", password: "", confirm_password: "" };
const resolver = lazyZodResolver<RegisterFormInput>(() => import("@/lib/validation/auth").then((m) => m.registerFormSchema));

/** `next`: where onboarding ends (checked again on the server); `language` and `words`: the page's (issue 38), kept as the new account's. */
export function RegisterForm({ next, language, words }: { next?: string; language: Locale; words: Messages["accountRegisterForm"] }) {
  const hydrated = useHydrated();
  const form = useForm<RegisterFormInput>({ resolver, defaultValues: EMPTY, reValidateMode: "onSubmit" });
  const { register, handleSubmit, setError, formState } = form;
  const errors = formState.errors;
  const [error, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  useClearOnEdit(form, useCallback(() => setFormError(null), []));

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    startTransition(async () => {
      try {
        showActionErrors(await registerAction({ ...values, next, language }), Object.keys(EMPTY), setError, setFormError);
      } catch (e) {
        setFormError((e as Error)?.message || words.failed);
      }
    });
  });

  return (
    <form method="post" onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
      <fieldset disabled={pending} className="space-y-4">
        {error && <Alert>{error}</Alert>}
        <div className="grid grid-cols-2 gap-3">
          <Field label={words.firstName} autoComplete="given-name" error={errors.first_name?.message} {...register("first_name")} />
          <Field label={words.lastName} autoComplete="family-name" error={errors.last_name?.message} {...register("last_name")} />
        </div>
        <Field label={words.username} autoComplete="username" autoCapitalize="none" spellCheck={false} error={errors.username?.message} {...register("username")} />
        <Field label={words.email} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register("email")} />
        <Field label={words.password} type="password" autoComplete="new-password" hint={words.passwordHint} error={errors.password?.message} {...register("password")} />
        <Field label={words.confirm} type="password" autoComplete="new-password" error={errors.confirm_password?.message} {...register("confirm_password")} />
        <Button type="submit" className="w-full" disabled={!hydrated} data-until-hydrated>
          {pending ? words.loading : words.submit}
        </Button>
      </fieldset>
    </form>
  );
}
