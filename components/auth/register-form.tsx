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

const EMPTY: RegisterFormInput = { first_name: "", last_name: "", username: "", email: "", password: "", confirm_password: "" };
const resolver = lazyZodResolver<RegisterFormInput>(() => import("@/lib/validation/auth").then((m) => m.registerFormSchema));

/** `next`: where onboarding ends (checked again on the server). */
export function RegisterForm({ next }: { next?: string } = {}) {
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
        showActionErrors(await registerAction({ ...values, next }), Object.keys(EMPTY), setError, setFormError);
      } catch (e) {
        setFormError((e as Error)?.message || "An error occurred");
      }
    });
  });

  return (
    <form method="post" onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
      <fieldset disabled={pending} className="space-y-4">
        {error && <Alert>{error}</Alert>}
        <div className="grid grid-cols-2 gap-3">
          <Field label="First name" autoComplete="given-name" error={errors.first_name?.message} {...register("first_name")} />
          <Field label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...register("last_name")} />
        </div>
        <Field label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} error={errors.username?.message} {...register("username")} />
        <Field label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register("email")} />
        <Field label="Password" type="password" autoComplete="new-password" hint="At least 8 characters." error={errors.password?.message} {...register("password")} />
        <Field label="Confirm password" type="password" autoComplete="new-password" error={errors.confirm_password?.message} {...register("confirm_password")} />
        <Button type="submit" className="w-full" disabled={!hydrated} data-until-hydrated>
          {pending ? "Loading..." : "Register"}
        </Button>
      </fieldset>
    </form>
  );
}
