/** 'city, state' as the seller profile shows it, or `unknown` (the spec's 'Location not specified', in the page's language). */
export function formatLocation(city: string | null | undefined, state: string | null | undefined, unknown: string): string {
  const parts = [city?.trim(), state?.trim()].filter(Boolean);
  return parts.length ? parts.join(", ") : unknown;
}
