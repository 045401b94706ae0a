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
import type { Messages } from "@/lib/i18n/messages/en";

const resolver = lazyZodResolver<LoginInput>(() => import("@/lib/validation/auth").then((m) => m.loginSchema));

/** `words`: the page's language (issue 38), from the server. */
export function LoginForm({ next, words }: { next?: string; words: Messages["accountLoginForm"] }) {
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
        setFormError((e as Error)?.message || words.failed);
      }
    });
  });

  return (
    <form method="post" onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
      <fieldset disabled={pending} className="space-y-4">
        {error && <Alert>{error}</Alert>}
        <Field label={words.email} type="email" autoComplete="email" inputMode="email" error={formState.errors.email?.message} {...register("email")} />
        <Field label={words.password} type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register("password")} />
        <p className="-my-1 text-right text-sm">
          <Link href="/forgot-password" className="inline-block py-2 font-bold text-primary underline-offset-4 hover:underline">
            {words.forgot}
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={!hydrated} data-until-hydrated>
          {pending ? words.loading : words.submit}
        </Button>
      </fieldset>
    </form>
  );
}
