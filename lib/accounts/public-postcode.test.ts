import { describe, expect, it } from "vitest";
import { GET as publicGET } from "@/app/api/auth/users/[id]/public/route";
import { POST as uploadPOST } from "@/app/api/auth/upload-profile-image/route";
import { GET as profileGET } from "@/app/api/auth/profile/route";
import { createUser, params, req, type TestUser } from "@/test/http";

/** Issue 29, M2: the public profile's zip_code is coarse for anyone but the owner. */
async function placeAt(u: TestUser, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  expect((await uploadPOST(req("/api/auth/upload-profile-image", { token: u.token, form }))).status).toBe(200);
}
const publicZip = async (id: number, token?: string) => {
  const res = await publicGET(req(`/api/auth/users/${id}/public`, { token }), params({ id: String(id) }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { zip_code: string | null }).zip_code;
};

describe("GET /api/auth/users/{id}/public: zip_code", () => {
  it("a full UK postcode reaches others only as its outward part; the owner still sees what they typed", async () => {
    const owner = await createUser();
    const other = await createUser();
    await placeAt(owner, { city: "London", state: "England", postcode: "SW1A 2AA", address: "10 Downing Street" });
    expect(await publicZip(owner.id)).toBe("SW1A"); // anonymous
    expect(await publicZip(owner.id, other.token)).toBe("SW1A"); // another gardener
    expect(await publicZip(owner.id, owner.token)).toBe("SW1A 2AA"); // the owner
    expect(await (await profileGET(req("/api/auth/profile", { token: owner.token }))).json()).toMatchObject({ zip_code: "SW1A 2AA" });
  });

  it("a US ZIP is kept as is (a string, SPEC §3), a Canadian postcode becomes its FSA, a Dutch one its 4 digits", async () => {
    const u = await createUser();
    for (const [postcode, shown] of [
      ["97201", "97201"],
      ["K1A 0B1", "K1A"],
      ["1012 AB", "1012"],
    ]) {
      await placeAt(u, { city: "Somewhere", state: "Somewhere", postcode });
      expect(await publicZip(u.id)).toBe(shown);
    }
  });
});
