import { describe, expect, it } from "vitest";
import { isRedirectError } from "next/dist/client/components/redirect-error";
import { getRedirectStatusCodeFromError, getURLFromRedirectError } from "next/dist/client/components/redirect";
import { outsideNext } from "@/test/next-request";
import CropPageView from "./page";

outsideNext();

/** Where the page sends the browser and with which status, or null when it renders (or 404s). */
async function redirectOf(slug: string): Promise<{ to: string; status: number } | null> {
  try {
    await CropPageView({ params: Promise.resolve({ slug }) });
  } catch (e) {
    if (isRedirectError(e)) return { to: getURLFromRedirectError(e)!, status: getRedirectStatusCodeFromError(e) };
    if ((e as { digest?: string }).digest?.startsWith("NEXT_HTTP_ERROR_FALLBACK;404")) return null;
    throw e;
  }
  return null;
}

describe("/crops/<another name>", () => {
  it("sends a synonym, a plural or a variety to its crop's page with 308", async () => {
    expect(await redirectOf("zucchini")).toEqual({ to: "/crops/courgette", status: 308 });
    expect(await redirectOf("tomatoes")).toEqual({ to: "/crops/tomato", status: 308 });
  });

  it("renders the crop's own slug, and leaves what names no crop to the 404", async () => {
    expect(await redirectOf("courgette")).toBeNull();
    expect(await redirectOf("squash")).toBeNull(); // a crop group's page (issue 35)
    expect(await redirectOf("peas")).toBeNull(); // the peas group, not the garden pea
    expect(await redirectOf("triffid")).toBeNull();
  });
});
