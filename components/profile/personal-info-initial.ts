/** The location form's starting values from a profile (onboarding and /settings fill the same form). */
export function personalInfoInitial(profile: {
  city: string | null;
  state: string | null;
  zip_code: string | null;
  address: string | null;
  apt: string | null;
  match_radius_km: number | null;
}) {
  return {
    city: profile.city ?? "",
    state: profile.state ?? "",
    postcode: profile.zip_code ?? "",
    address: profile.address ?? "",
    apt: profile.apt ?? "",
    match_radius_km: profile.match_radius_km === null ? "anywhere" : String(profile.match_radius_km),
  };
}
