"use client";

import { useId } from "react";
import type { Messages } from "@/lib/i18n/messages/en";
import type { Audience, AudienceValue } from "./audience";

/**
 * "Who can see it": a radio group, and the gardener's groups as checkboxes under "My groups".
 * "My groups" is offered only to a gardener in a group; `friends: false` leaves "My friends" out
 * (a wish is public or for groups). Plain inputs with labels, 44 px rows, keyboard reachable.
 */
export function AudienceFields({
  kind,
  words,
  value,
  onChange,
  groups,
  friends = true,
  error,
}: {
  kind: "listing" | "wish list";
  words: Messages["postingAudience"];
  value: AudienceValue;
  onChange: (v: AudienceValue) => void;
  groups: { id: number; name: string }[];
  friends?: boolean;
  error?: string | null;
}) {
  const id = useId();
  const listing = kind === "listing";
  const options: { value: Audience; label: string; hint: string }[] = [
    { value: "public", label: words.everyone, hint: listing ? words.publicListing : words.publicWishes },
    ...(friends ? [{ value: "friends" as const, label: words.myFriends, hint: listing ? words.friendsListing : words.friendsWishes }] : []),
    ...(groups.length || value.audience === "groups" ? [{ value: "groups" as const, label: words.myGroups, hint: listing ? words.groupsListing : words.groupsWishes }] : []),
  ];
  const hint = options.find((o) => o.value === value.audience)?.hint;
  const toggle = (groupId: number, on: boolean) => onChange({ ...value, groups: on ? [...value.groups, groupId] : value.groups.filter((g) => g !== groupId) });
  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className="mb-1 block text-sm font-bold text-ink">{words.legend}</legend>
      <div className={`grid gap-1 rounded-2xl bg-white p-1 ring-1 ring-line ${options.length === 3 ? "grid-cols-3" : "grid-cols-2"}`}>
        {options.map((o) => (
          <label
            key={o.value}
            className={`flex min-h-11 cursor-pointer items-center justify-center rounded-xl px-2 text-center text-sm font-bold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink ${
              value.audience === o.value ? "bg-secondary text-white" : "text-secondary hover:bg-secondary-soft"
            }`}
          >
            <input type="radio" name={`${id}-audience`} value={o.value} checked={value.audience === o.value} onChange={() => onChange({ ...value, audience: o.value })} className="sr-only" />
            {o.label}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {hint}
      </p>
      {value.audience === "groups" && (
        <fieldset className="mt-2 flex flex-col gap-1">
          <legend className="sr-only">{words.groupsLegend}</legend>
          {groups.map((g) => (
            <label key={g.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl bg-white px-4 py-2 ring-1 ring-line">
              <input type="checkbox" className="h-5 w-5 accent-secondary" checked={value.groups.includes(g.id)} onChange={(e) => toggle(g.id, e.target.checked)} />
              <span className="flex-1 text-ink">{g.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
