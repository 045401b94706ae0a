"use client";

import { useCallback, useState, useTransition } from "react";
import { useForm } from "@/components/ui/use-form";
import { changePasswordAction } from "@/app/actions/settings";
import { lazyZodResolver } from "@/app/_client/lazy-zod-resolver";
import { showActionErrors } from "@/components/auth/show-action-errors";
import { useClearOnEdit } from "@/components/auth/use-clear-on-edit";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { Messages } from "@/lib/i18n/messages/en";

type Values = { current_password: string; new_password: string; confirm_password: string };
const resolver = lazyZodResolver<Values>(() => import("@/lib/validation/settings").then((m) => m.changePasswordSchema));
const EMPTY: Values = { current_password: "", new_password: "", confirm_password: "" };

/** Settings → Password: the current one, the new one twice. Other devices are signed out; this one stays. */
export function PasswordForm({ words }: { words: Messages["accountPasswordForm"] }) {
  const form = useForm<Values>({ resolver, defaultValues: EMPTY, reValidateMode: "onSubmit" });
  const { register, handleSubmit, setError, reset, formState } = form;
  const [error, setFormError] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [pending, start] = useTransition();
  useClearOnEdit(form, useCallback(() => setFormError(null), []));

  const onSubmit = handleSubmit((values) => {
    // The shared schema does not know confirm_password (the API has no such field), so the parsed values lack it: read the field.
    if (values.new_password !== form.getValues("confirm_password")) {
      setError("confirm_password", { message: words.mismatch }, { shouldFocus: true });
      return;
    }
    start(async () => {
      setSaid(null);
      const r = await changePasswordAction({ current_password: values.current_password, new_password: values.new_password });
      if (r.ok) {
        setSaid(r.data.message);
        reset(EMPTY);
      } else showActionErrors(r, ["current_password", "new_password"], setError, setFormError);
    });
  });

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
      <fieldset disabled={pending} className="space-y-4">
        <legend className="sr-only">{words.legend}</legend>
        {error && <Alert>{error}</Alert>}
        <Field label={words.current} type="password" autoComplete="current-password" error={formState.errors.current_password?.message} {...register("current_password")} />
        <Field label={words.newPassword} type="password" autoComplete="new-password" hint={words.hint} error={formState.errors.new_password?.message} {...register("new_password")} />
        <Field label={words.again} type="password" autoComplete="new-password" error={formState.errors.confirm_password?.message} {...register("confirm_password")} />
        <p className="text-sm text-muted">{words.note}</p>
        <Button type="submit">{pending ? words.changing : words.change}</Button>
        <p role="status" className="text-sm font-bold text-secondary">
          {said ?? ""}
        </p>
      </fieldset>
    </form>
  );
}
