"use client";

import { useCallback, useState, useTransition } from "react";
import { useForm } from "@/components/ui/use-form";
import { editAccountAction } from "@/app/actions/settings";
import { lazyZodResolver } from "@/app/_client/lazy-zod-resolver";
import { showActionErrors } from "@/components/auth/show-action-errors";
import { useClearOnEdit } from "@/components/auth/use-clear-on-edit";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { Messages } from "@/lib/i18n/messages/en";

type Values = { first_name: string; last_name: string };
const resolver = lazyZodResolver<Values>(() => import("@/lib/validation/settings").then((m) => m.editAccountSchema));

/** Settings → Your details: first and last name (PATCH /api/auth/profile's action). */
export function NameForm({ initial, words }: { initial: Values; words: Messages["accountNameForm"] }) {
  const form = useForm<Values>({ resolver, defaultValues: initial, reValidateMode: "onSubmit" });
  const { register, handleSubmit, setError, formState } = form;
  const [error, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, start] = useTransition();
  useClearOnEdit(
    form,
    useCallback(() => {
      setFormError(null);
      setSaved(false);
    }, []),
  );
  const onSubmit = handleSubmit((values) =>
    start(async () => {
      const r = await editAccountAction(values);
      if (r.ok) setSaved(true);
      else showActionErrors(r, ["first_name", "last_name"], setError, setFormError);
    }),
  );
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
      <fieldset disabled={pending} className="space-y-4">
        <legend className="sr-only">{words.legend}</legend>
        {error && <Alert>{error}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={words.firstName} autoComplete="given-name" error={formState.errors.first_name?.message} {...register("first_name")} />
          <Field label={words.lastName} autoComplete="family-name" error={formState.errors.last_name?.message} {...register("last_name")} />
        </div>
        <div className="flex items-center gap-3">
          <Button type="submit">{pending ? words.saving : words.save}</Button>
          <p role="status" className="text-sm font-bold text-secondary">
            {saved ? words.saved : ""}
          </p>
        </div>
      </fieldset>
    </form>
  );
}
