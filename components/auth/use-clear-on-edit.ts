"use client";

import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/** SPEC §4: editing any auth field clears the form error and every field error. */
export function useClearOnEdit<T extends FieldValues>(form: Pick<UseFormReturn<T>, "watch" | "clearErrors">, clearFormError: () => void) {
  const { watch, clearErrors } = form;
  useEffect(() => {
    const sub = watch((_values, { type }) => {
      if (type !== "change") return;
      clearErrors();
      clearFormError();
    });
    return () => sub.unsubscribe();
  }, [watch, clearErrors, clearFormError]);
}
