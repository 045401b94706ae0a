/** 'city, state' as the seller profile shows it, or the spec's 'Location not specified'. */
export function formatLocation(city: string | null | undefined, state: string | null | undefined): string {
  const parts = [city?.trim(), state?.trim()].filter(Boolean);
  return parts.length ? parts.join(", ") : "Location not specified";
}
