import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { withEnv } from "@/test/env";
import { createUser, req } from "@/test/http";
import { POST } from "./route";

async function shareForm(bytes: Uint8Array | string, name = "garden.png") {
  const form = new FormData();
  form.set("title", "My tomatoes");
  form.set("photo", new File([bytes as BlobPart], name, { type: "image/png" }));
  return form;
}

const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: "#24440d" } }).png().toBuffer();

describe("POST /share-target", () => {
  it("stores the shared photo as the gardener's own upload and opens New listing with it", async () => {
    const u = await createUser();
    const res = await POST(req("/share-target", { token: u.token, form: await shareForm(new Uint8Array(await png())) }));
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get("location")!);
    expect(to.pathname).toBe("/listings/new");
    const hash = to.searchParams.get("photo")!;
    expect(hash).toMatch(/^[a-f0-9]{64}$/);
    const [row] = await db().select({ ownerId: schema.images.ownerId, width: schema.images.width }).from(schema.images).where(eq(schema.images.hash, hash));
    expect(row).toEqual({ ownerId: u.id, width: 40 });
  });

  it("sends a signed-out gardener to log in and stores nothing", async () => {
    const before = await db().$count(schema.images);
    const res = await POST(req("/share-target", { form: await shareForm(new Uint8Array(await png())) }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/\/login\?next=%2Flistings%2Fnew$/);
    expect(await db().$count(schema.images)).toBe(before);
  });

  it("opens the empty form with a note when the file is not a picture", async () => {
    const u = await createUser();
    const before = await db().$count(schema.images);
    const res = await POST(req("/share-target", { token: u.token, form: await shareForm("not an image", "notes.txt") }));
    expect(res.headers.get("location")).toMatch(/\/listings\/new\?photo_error=1$/);
    expect(await db().$count(schema.images)).toBe(before);
  });

  it("redirects to PUBLIC_URL, never to the address the server is bound to (request.url)", async () => {
    const u = await createUser();
    const bound = (init: Parameters<typeof req>[1]) => {
      const r = req("/share-target", init);
      return new Request("http://0.0.0.0:3000/share-target", { method: r.method, headers: r.headers, body: r.body, duplex: "half" } as RequestInit);
    };
    await withEnv({ PUBLIC_URL: "https://garden.example" }, async () => {
      const photo = new Uint8Array(await png());
      const signedIn = await POST(bound({ token: u.token, form: await shareForm(photo) }));
      expect(signedIn.headers.get("location")).toMatch(/^https:\/\/garden\.example\/listings\/new\?photo=[a-f0-9]{64}$/);
      const signedOut = await POST(bound({ form: await shareForm(photo) }));
      expect(signedOut.headers.get("location")).toBe("https://garden.example/login?next=%2Flistings%2Fnew");
      const notPicture = await POST(bound({ token: u.token, form: await shareForm("not an image", "notes.txt") }));
      expect(notPicture.headers.get("location")).toBe("https://garden.example/listings/new?photo_error=1");
    });
  });
});
