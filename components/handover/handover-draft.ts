/** The listing form's handover draft and its conversions (pure: the form's first load carries only this). */
export type HandoverDraft = { mode: "" | "doorstep" | "meet" | "post"; place: string; spot: string; windows: { start: string; end: string }[]; postageOnly?: boolean };

/** "2026-06-01T17:00" (a datetime-local value, the reader's zone) → ISO in UTC; "" when empty. */
export const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : "");

/** An ISO time as a datetime-local value in the reader's zone ("2026-06-01T17:00"). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** The draft as PUT /api/listings/{id}/handover takes it. */
export const handoverBody = (d: HandoverDraft) => ({
  mode: d.mode,
  place: d.place.trim() || null,
  spot: d.mode === "doorstep" ? d.spot.trim() || null : null,
  windows: d.windows.filter((w) => w.start && w.end).map((w) => ({ start: fromLocalInput(w.start), end: fromLocalInput(w.end) })),
  postage_only: d.mode === "post" && Boolean(d.postageOnly),
});
