import { beforeEach, describe, expect, it } from "vitest";
import { originFor } from "@/lib/listings/near";
import { resetLimits } from "@/lib/rate-limit";
import { invoke } from "@/lib/use-case";
import { setBrowsingArea, UNKNOWN_AREA } from "./browsing-area";

const ctx = (ip: string) => ({ door: "action" as const, ip });

beforeEach(() => resetLimits());

describe("an anonymous visitor's browsing area (issue 13)", () => {
  it("resolves a ZIP code or 'town, state' to a public place label; what the cookie keeps is what they typed", async () => {
    expect(await invoke(setBrowsingArea, null, { area: " 97214 " }, ctx("10.1.0.1"))).toEqual({ area: "97214", label: "Portland, OR" });
    expect(await invoke(setBrowsingArea, null, { area: "Leeds, England" }, ctx("10.1.0.1"))).toMatchObject({ label: expect.stringContaining("Leeds") });
  });

  it("refuses an unknown place, an empty one and a novel with a clear message on the field", async () => {
    await expect(invoke(setBrowsingArea, null, { area: "Atlantis, XX" }, ctx("10.1.0.2"))).rejects.toMatchObject({
      kind: "invalid",
      message: UNKNOWN_AREA,
      issues: [{ loc: ["body", "area"], msg: UNKNOWN_AREA, type: "value_error" }],
    });
    await expect(invoke(setBrowsingArea, null, { area: " " }, ctx("10.1.0.2"))).rejects.toMatchObject({ kind: "invalid" });
    await expect(invoke(setBrowsingArea, null, { area: "x".repeat(101) }, ctx("10.1.0.2"))).rejects.toMatchObject({ kind: "invalid" });
  });

  it("is rate-limited per address (nobody sweeps the map through it)", async () => {
    for (let i = 0; i < 30; i++) await invoke(setBrowsingArea, null, { area: "97214" }, ctx("10.1.0.3"));
    await expect(invoke(setBrowsingArea, null, { area: "97214" }, ctx("10.1.0.3"))).rejects.toMatchObject({ kind: "rate_limited" });
    // Another address is not affected.
    expect(await invoke(setBrowsingArea, null, { area: "97214" }, ctx("10.1.0.4"))).toMatchObject({ label: "Portland, OR" });
  });

  it("the marketplace measures from the cookie's place, labelled with the town and never a point", async () => {
    const origin = await originFor(null, "97214");
    expect(origin).toMatchObject({ label: "Portland, OR", units: "mi" });
    await expect(originFor(null, "Atlantis, XX")).rejects.toMatchObject({ kind: "invalid" });
  });
});
