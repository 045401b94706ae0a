import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import manifest from "@/app/manifest";
import { BACKGROUND_COLOR, SHARE_TARGET_FIELD, SHARE_TARGET_PATH, THEME_COLOR } from "./manifest";

const m = manifest();
const publicFile = (src: string) => path.join("public", src);

describe("web app manifest", () => {
  it("has what Chromium's installability check needs", () => {
    expect(m.name).toBe("GardenSwap");
    expect(m.short_name).toBe("GardenSwap");
    expect(m.start_url).toBe("/listings");
    expect(m.display).toBe("standalone");
    expect(m.theme_color).toBe(THEME_COLOR);
    expect(m.background_color).toBe(BACKGROUND_COLOR);
    const sizes = m.icons!.filter((i) => i.purpose === "any").map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(m.icons!.some((i) => i.purpose === "maskable")).toBe(true);
  });

  it("colours come from the palette", () => {
    const css = readFileSync("app/globals.css", "utf8").toLowerCase();
    expect(css).toContain(`--color-primary: ${THEME_COLOR.toLowerCase()}`);
    expect(css).toContain(`--color-cream: ${BACKGROUND_COLOR.toLowerCase()}`);
  });

  it("every icon file exists, is a PNG of its declared size, and the maskable one is opaque to the edge", async () => {
    for (const icon of [...m.icons!, { src: "/icons/apple-touch-icon.png", sizes: "180x180" }]) {
      const meta = await sharp(publicFile(icon.src)).metadata();
      expect(meta.format, icon.src).toBe("png");
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
    const { data } = await sharp(publicFile("/icons/maskable-512.png")).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(255); // top-left corner pixel: the background fills the whole square
  });

  it("has shortcuts to New listing and Messages, and a share target for photos", () => {
    expect(m.shortcuts!.map((s) => [s.name, s.url])).toEqual([
      ["New listing", "/listings/new"],
      ["Messages", "/messages"],
    ]);
    expect(m.share_target).toMatchObject({ action: SHARE_TARGET_PATH, method: "POST", enctype: "multipart/form-data" });
    expect(m.share_target!.params.files).toEqual([{ name: SHARE_TARGET_FIELD, accept: ["image/*"] }]);
  });
});
