"use client";

import { useCallback, useState, useTransition } from "react";
import { useForm } from "@/components/ui/use-form";
import { deleteAccountAction } from "@/app/actions/auth";
import { showActionErrors } from "@/components/auth/show-action-errors";
import { useClearOnEdit } from "@/components/auth/use-clear-on-edit";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { lazyZodResolver } from "@/app/_client/lazy-zod-resolver";
import type { Messages } from "@/lib/i18n/messages/en";

type Values = { password: string };
const resolver = lazyZodResolver<Values>(() => import("@/lib/validation/auth").then((m) => m.deleteAccountSchema));

/** 'delete my profile's confirmation: asks for the password, then deletes everything. Opened by ./delete-profile. */
export function DeleteProfileDialog({ open, onClose, words }: { open: boolean; onClose: () => void; words: Messages["accountDelete"] }) {
  const form = useForm<Values>({ resolver, defaultValues: { password: "" }, reValidateMode: "onSubmit" });
  const { register, handleSubmit, setError, reset, formState } = form;
  const [error, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  useClearOnEdit(form, useCallback(() => setFormError(null), []));

  const close = () => {
    if (pending) return;
    onClose();
    setFormError(null);
    reset({ password: "" });
  };

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    startTransition(async () => {
      try {
        showActionErrors(await deleteAccountAction(values), ["password"], setError, setFormError);
      } catch (e) {
        setFormError((e as Error)?.message || words.failed);
      }
    });
  });

  return (
    <Modal open={open} onClose={close} title={words.title} close={words.close}>
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
        <fieldset disabled={pending} className="space-y-4">
          <p className="text-sm leading-relaxed text-muted">{words.body}</p>
          {error && <Alert>{error}</Alert>}
          <Field label={words.password} type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register("password")} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close}>
              {words.cancel}
            </Button>
            <Button type="submit" variant="danger">
              {pending ? words.deleting : words.confirm}
            </Button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
