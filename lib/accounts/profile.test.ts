import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GET as avatarGET } from "@/app/api/auth/users/me/avatar/route";
import { GET as publicGET } from "@/app/api/auth/users/[id]/public/route";
import { POST as uploadPOST } from "@/app/api/auth/upload-profile-image/route";
import { db, schema } from "@/db";
import { makeFriendship } from "@/db/factories";
import { createUser, params, req } from "@/test/http";

const png = (color: string) => sharp({ create: { width: 64, height: 48, channels: 3, background: color } }).png().toBuffer();

function form(fields: Record<string, string>, file?: { bytes: Buffer; name?: string; type?: string }) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  if (file) fd.set("file", new File([new Uint8Array(file.bytes)], file.name ?? "me.png", { type: file.type ?? "image/png" }));
  return fd;
}
const details = { city: "Portland", state: "OR", postcode: "97201", address: "12 Garden Lane", apt: "3B" };
const upload = (token: string | null, fd: FormData) => uploadPOST(req("/api/auth/upload-profile-image", { method: "POST", token, form: fd }));
const userRow = async (id: number) => (await db().select().from(schema.users).where(eq(schema.users.id, id)))[0];

describe("POST /api/auth/upload-profile-image", () => {
  it("saves city, state, postcode, address, apt and the photo (through lib/images)", async () => {
    const u = await createUser();
    const res = await upload(u.token, form({ ...details, city: "  Portland " }, { bytes: await png("#336633") }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ city: "Portland", state: "OR", zip_code: "97201", address: "12 Garden Lane", apt: "3B" });
    expect(body.profile_picture).toMatch(/^images\/[a-f0-9]{64}\.webp$/);
    const row = await userRow(u.id);
    expect(row.profileImageHash).toBe(body.profile_picture.slice(7, 71));
    const [img] = await db().select({ ownerId: schema.images.ownerId }).from(schema.images).where(eq(schema.images.hash, row.profileImageHash!));
    expect(img.ownerId).toBe(u.id);
  });

  it("keeps the photo when none is sent, and replaces (and deletes) the old one when a new one is", async () => {
    const u = await createUser();
    const first = await (await upload(u.token, form(details, { bytes: await png("#aa3333") }))).json();
    const kept = await (await upload(u.token, form({ ...details, city: "Salem" }))).json();
    expect(kept.profile_picture).toBe(first.profile_picture);
    expect(kept.city).toBe("Salem");
    const second = await (await upload(u.token, form(details, { bytes: await png("#3333aa") }))).json();
    expect(second.profile_picture).not.toBe(first.profile_picture);
    const oldHash = first.profile_picture.slice(7, 71);
    expect(await db().select().from(schema.images).where(eq(schema.images.hash, oldHash))).toHaveLength(0);
  });

  it("accepts JSON without a file, and blank optional address and apt", async () => {
    const u = await createUser();
    const res = await uploadPOST(req("/api/auth/upload-profile-image", { token: u.token, json: { city: "Austin", state: "TX", postcode: "78701" } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ city: "Austin", address: null, apt: null, profile_picture: null });
  });

  it.each([
    [{ ...details, city: " " }, "City is required"],
    [{ ...details, state: "" }, "State is required"],
    [{ ...details, postcode: " 1234 " }, "Postcode must be at least 5 characters."],
  ])("validates %j and changes nothing", async (fields, msg) => {
    const u = await createUser();
    const res = await upload(u.token, form(fields, { bytes: await png("#123456") }));
    expect(res.status).toBe(422);
    expect((await res.json()).detail.map((d: { msg: string }) => d.msg)).toContain(msg);
    const row = await userRow(u.id);
    expect(row).toMatchObject({ city: null, state: null, zipCode: null, profileImageHash: null });
    expect(await db().select({ h: schema.images.hash }).from(schema.images).where(eq(schema.images.ownerId, u.id))).toHaveLength(0);
  });

  it("refuses a file that is not an image, whatever its name says", async () => {
    const u = await createUser();
    const res = await upload(u.token, form(details, { bytes: Buffer.from("<script>alert(1)</script>"), name: "me.png", type: "image/png" }));
    expect(res.status).toBe(422);
    expect((await userRow(u.id)).city).toBeNull();
  });

  it("refuses anonymous callers and changes nothing", async () => {
    const u = await createUser();
    const res = await upload(null, form(details));
    expect(res.status).toBe(401);
    expect((await userRow(u.id)).city).toBeNull();
    expect((await upload("garbage", form(details))).status).toBe(401);
  });
});

describe("GET /api/auth/users/me/avatar", () => {
  it("returns the viewer's own photo bytes, 404 when there is none", async () => {
    const u = await createUser();
    const none = await avatarGET(req("/api/auth/users/me/avatar", { token: u.token }));
    expect(none.status).toBe(404);
    await upload(u.token, form(details, { bytes: await png("#559955") }));
    const res = await avatarGET(req("/api/auth/users/me/avatar", { token: u.token }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe("webp");
    const cached = await avatarGET(req("/api/auth/users/me/avatar", { token: u.token, headers: { "if-none-match": res.headers.get("etag")! } }));
    expect(cached.status).toBe(304);
  });

  it("is the viewer's own: another user gets theirs (or 404), anonymous gets 401", async () => {
    const a = await createUser();
    const b = await createUser();
    await upload(a.token, form(details, { bytes: await png("#995599") }));
    expect((await avatarGET(req("/api/auth/users/me/avatar", { token: b.token }))).status).toBe(404);
    expect((await avatarGET(req("/api/auth/users/me/avatar"))).status).toBe(401);
  });
});

describe("GET /api/auth/users/{id}/public", () => {
  it("returns exactly the public fields, to anyone", async () => {
    const u = await createUser({ first_name: "Secret", last_name: "Surname" });
    const friend = await createUser();
    await makeFriendship(db(), u.id, friend.id, "accepted");
    await upload(u.token, form(details, { bytes: await png("#222222") }));
    for (const token of [null, friend.token, u.token]) {
      const res = await publicGET(req(`/api/auth/users/${u.id}/public`, { token }), params({ id: String(u.id) }));
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(Object.keys(body).sort()).toEqual(["city", "friend_count", "id", "profile_picture", "state", "username", "verified", "zip_code"]);
      expect(body).toMatchObject({ id: u.id, username: u.username, city: "Portland", state: "OR", zip_code: "97201", friend_count: 1, verified: true });
      const text = JSON.stringify(body);
      for (const secret of [u.email, "Secret", "Surname", "12 Garden Lane", "3B"]) expect(text).not.toContain(secret);
    }
  });

  it("answers 404 for unknown and non-numeric ids", async () => {
    for (const id of ["999999", "abc", "-1", "0", "1.5", "1e3"]) {
      const res = await publicGET(req(`/api/auth/users/${id}/public`), params({ id }));
      expect(res.status, id).toBe(404);
    }
    const res = await publicGET(req(`/api/auth/users/999999/public`), params({ id: "999999" }));
    expect(await res.json()).toEqual({ detail: "User not found" });
  });
});
