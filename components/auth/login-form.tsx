"use client";

import Link from "@/components/ui/link";
import { useCallback, useState, useTransition } from "react";
import { useForm } from "@/components/ui/use-form";
import { loginAction } from "@/app/actions/auth";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { LoginInput } from "@/lib/validation/auth";
import { lazyZodResolver } from "@/app/_client/lazy-zod-resolver";
import { showActionErrors } from "./show-action-errors";
import { useClearOnEdit } from "./use-clear-on-edit";
import { useHydrated } from "@/components/auth/use-hydrated";
import { previousGardenerForgotten } from "@/components/pwa/device-data";

const resolver = lazyZodResolver<LoginInput>(() => import("@/lib/validation/auth").then((m) => m.loginSchema));

export function LoginForm({ next }: { next?: string }) {
  const hydrated = useHydrated();
  const form = useForm<LoginInput>({ resolver, defaultValues: { email: "", password: "" }, reValidateMode: "onSubmit" });
  const { register, handleSubmit, setError, formState } = form;
  const [error, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  useClearOnEdit(form, useCallback(() => setFormError(null), []));

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    startTransition(async () => {
      try {
        // The previous gardener's caches are gone before this session's first page is saved.
        await previousGardenerForgotten();
        showActionErrors(await loginAction({ ...values, next }), ["email", "password"], setError, setFormError);
      } catch (e) {
        setFormError((e as Error)?.message || "An error occurred");
      }
    });
  });

  return (
    <form method="post" onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
      <fieldset disabled={pending} className="space-y-4">
        {error && <Alert>{error}</Alert>}
        <Field label="Email" type="email" autoComplete="email" inputMode="email" error={formState.errors.email?.message} {...register("email")} />
        <Field label="Password" type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register("password")} />
        <p className="-my-1 text-right text-sm">
          <Link href="/forgot-password" className="inline-block py-2 font-bold text-primary underline-offset-4 hover:underline">
            forgot your password?
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={!hydrated} data-until-hydrated>
          {pending ? "Loading..." : "Login"}
        </Button>
      </fieldset>
    </form>
  );
}
