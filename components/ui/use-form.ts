"use client";

import { useForm as useHookForm, type FieldValues, type Path, type RegisterOptions, type UseFormProps, type UseFormRegisterReturn, type UseFormReturn } from "react-hook-form";

type Registered = UseFormRegisterReturn & { defaultValue?: string | number; defaultChecked?: boolean };
type Form<T extends FieldValues> = Omit<UseFormReturn<T>, "register"> & { register: (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => Registered };

/**
 * react-hook-form's useForm, whose registered fields carry their default value in the server's HTML
 * (react-hook-form itself writes it in the browser, when the form runs). Forms load their code on
 * first interaction (components/ui/lazy-form.tsx), so until then the server's HTML is the form: an
 * edit form must show what it edits. A field the gardener changed before the form ran keeps the
 * change (react-hook-form reads a checkbox's state when it has a default; typed text is given back).
 */
export function useForm<T extends FieldValues>(props: UseFormProps<T> & { defaultValues: T }): Form<T> {
  const form = useHookForm<T>(props);
  const defaults = props.defaultValues;
  const register = (name: Path<T>, options?: RegisterOptions<T, Path<T>>): Registered => {
    const field = form.register(name, options);
    const value: unknown = name.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], defaults);
    if (typeof value === "boolean") return { ...field, defaultChecked: value };
    if (typeof value === "string" || typeof value === "number") return { ...field, defaultValue: value };
    return field;
  };
  return { ...form, register };
}
