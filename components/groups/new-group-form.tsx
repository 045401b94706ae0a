"use client";

import { useCallback, useState, useTransition } from "react";
import { useForm, useWatch } from "react-hook-form";
import { createGroupAction } from "@/app/actions/groups";
import { lazyZodResolver } from "@/app/_client/lazy-zod-resolver";
import { showActionErrors } from "@/components/auth/show-action-errors";
import { useClearOnEdit } from "@/components/auth/use-clear-on-edit";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, inputClass, TextArea } from "@/components/ui/field";
import { GROUP_KINDS, type GroupJoinRule, type GroupKind } from "@/lib/groups/words";
import type { Messages } from "@/lib/i18n/messages/en";

type Values = { name: string; kind: GroupKind; place: string; description: string; rules: string; join: GroupJoinRule; question: string };
const FIELDS = ["name", "kind", "place", "description", "rules", "join", "question"] as const;
const resolver = lazyZodResolver<Values>(() => import("@/lib/groups/schemas").then((m) => m.createGroupInput), { raw: true });

/** /groups/new: start a group (POST /api/groups' action); on success the action goes to its page. */
export function NewGroupForm({ words, kinds }: { words: Messages["communityNewGroupForm"]; kinds: Messages["communityGroupKinds"] }) {
  const form = useForm<Values>({
    resolver,
    defaultValues: { name: "", kind: "community_garden", place: "", description: "", rules: "", join: "open", question: "" },
    reValidateMode: "onSubmit",
  });
  const { register, handleSubmit, setError, formState, control } = form;
  const [error, setFormError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  useClearOnEdit(
    form,
    useCallback(() => setFormError(null), []),
  );
  const join = useWatch({ control, name: "join" });
  const onSubmit = handleSubmit((values) =>
    start(async () => {
      const r = await createGroupAction({ ...values, question: values.join === "approval" ? values.question : undefined });
      // Success redirects; only a refusal comes back.
      if (r && !r.ok) showActionErrors(r, FIELDS, setError, setFormError);
    }),
  );
  const e = formState.errors;
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-5">
      <fieldset disabled={pending} className="space-y-5">
        <legend className="sr-only">{words.legend}</legend>
        {error && <Alert>{error}</Alert>}
        <Field label={words.name} autoComplete="off" placeholder={words.namePlaceholder} error={e.name?.message} {...register("name")} />
        <div>
          <label htmlFor="group-kind" className="mb-1 block text-sm font-bold text-ink">
            {words.kind}
          </label>
          <select id="group-kind" className={inputClass} aria-invalid={e.kind ? true : undefined} {...register("kind")}>
            {GROUP_KINDS.map((k) => (
              <option key={k} value={k}>
                {kinds[k]}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={words.place}
          autoComplete="off"
          placeholder={words.placePlaceholder}
          hint={words.placeHint}
          error={e.place?.message}
          {...register("place")}
        />
        <TextArea label={words.description} rows={3} error={e.description?.message} {...register("description")} />
        <TextArea label={words.rules} rows={3} error={e.rules?.message} {...register("rules")} />
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-bold text-ink">{words.join}</legend>
          <label className="flex min-h-11 items-center gap-3 rounded-xl border border-line bg-white px-3.5">
            <input type="radio" value="open" className="h-5 w-5 accent-[#501C19]" {...register("join")} />
            <span>{words.open}</span>
          </label>
          <label className="flex min-h-11 items-center gap-3 rounded-xl border border-line bg-white px-3.5">
            <input type="radio" value="approval" className="h-5 w-5 accent-[#501C19]" {...register("join")} />
            <span>{words.approval}</span>
          </label>
        </fieldset>
        {join === "approval" && (
          <Field label={words.question} placeholder={words.questionPlaceholder} error={e.question?.message} {...register("question")} />
        )}
        <Button type="submit" className="w-full sm:w-auto">
          {pending ? words.starting : words.submit}
        </Button>
      </fieldset>
    </form>
  );
}
