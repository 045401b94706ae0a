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
import { GROUP_KIND_LABELS, GROUP_KINDS, type GroupJoinRule, type GroupKind } from "@/lib/groups/words";

type Values = { name: string; kind: GroupKind; place: string; description: string; rules: string; join: GroupJoinRule; question: string };
const FIELDS = ["name", "kind", "place", "description", "rules", "join", "question"] as const;
const resolver = lazyZodResolver<Values>(() => import("@/lib/groups/schemas").then((m) => m.createGroupInput), { raw: true });

/** /groups/new: start a group (POST /api/groups' action); on success the action goes to its page. */
export function NewGroupForm() {
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
        <legend className="sr-only">Your group</legend>
        {error && <Alert>{error}</Alert>}
        <Field label="Name" autoComplete="off" placeholder="Buckman Community Garden" error={e.name?.message} {...register("name")} />
        <div>
          <label htmlFor="group-kind" className="mb-1 block text-sm font-bold text-ink">
            Kind of group
          </label>
          <select id="group-kind" className={inputClass} aria-invalid={e.kind ? true : undefined} {...register("kind")}>
            {GROUP_KINDS.map((k) => (
              <option key={k} value={k}>
                {GROUP_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <Field
          label="Where it meets (town or postcode)"
          autoComplete="off"
          placeholder="Portland, OR or 97214"
          hint="A town or postcode only, never an address."
          error={e.place?.message}
          {...register("place")}
        />
        <TextArea label="What the group is" rows={3} error={e.description?.message} {...register("description")} />
        <TextArea label="Rules (optional)" rows={3} error={e.rules?.message} {...register("rules")} />
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-bold text-ink">How people join</legend>
          <label className="flex min-h-11 items-center gap-3 rounded-xl border border-line bg-white px-3.5">
            <input type="radio" value="open" className="h-5 w-5 accent-[#501C19]" {...register("join")} />
            <span>Open: anyone can join</span>
          </label>
          <label className="flex min-h-11 items-center gap-3 rounded-xl border border-line bg-white px-3.5">
            <input type="radio" value="approval" className="h-5 w-5 accent-[#501C19]" {...register("join")} />
            <span>By approval: an admin lets people in</span>
          </label>
        </fieldset>
        {join === "approval" && (
          <Field label="A question for those who ask to join (optional)" placeholder="Which plot are you on?" error={e.question?.message} {...register("question")} />
        )}
        <Button type="submit" className="w-full sm:w-auto">
          {pending ? "Starting..." : "Start the group"}
        </Button>
      </fieldset>
    </form>
  );
}
