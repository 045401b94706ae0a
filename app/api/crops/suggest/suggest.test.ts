import { describe, expect, it } from "vitest";
import { GET } from "./route";

const get = (q: string) => GET(new Request(`http://localhost/api/crops/suggest${q}`));

describe("GET /api/crops/suggest", () => {
  it("suggests crops and varieties with their likely category, for anyone", async () => {
    const res = await get("?q=courg");
    expect(res.status).toBe(200);
    const items = (await res.json()) as { label: string; value: string; crop: string; category_ids: number[] }[];
    expect(items[0]).toMatchObject({ label: "Courgette (zucchini)", value: "Courgette", crop: "courgette", category_ids: [1, 2, 3] });
    const sungold = (await (await get("?q=sungo")).json()) as { label: string; value: string; variety: string }[];
    expect(sungold[0]).toMatchObject({ label: "Sungold (tomato)", value: "Sungold tomato", variety: "sungold" });
  });

  it("knows the Spanish and Arabic names (issue 38)", async () => {
    expect(((await (await get("?q=jitom")).json()) as { label: string; crop: string }[])[0]).toMatchObject({ label: "Jitomate (tomato)", value: "Jitomate", crop: "tomato" });
    expect(((await (await get(`?q=${encodeURIComponent("باذن")}`)).json()) as { crop: string }[])[0].crop).toBe("aubergine");
  });

  it("forgives a typo and says nothing for one letter", async () => {
    expect(((await (await get("?q=corgette")).json()) as { crop: string }[])[0].crop).toBe("courgette");
    expect(await (await get("?q=c")).json()).toEqual([]);
  });

  it("refuses bad input with a 4xx {detail}", async () => {
    for (const q of ["", `?q=${"x".repeat(61)}`, "?q=tom&limit=500"]) {
      const res = await get(q);
      expect(res.status, q).toBeGreaterThanOrEqual(400);
      expect(res.status, q).toBeLessThan(500);
      expect(await res.json()).toHaveProperty("detail");
    }
  });
});
