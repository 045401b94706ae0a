import { describe, expect, it } from "vitest";
import { GET } from "./route";

describe("GET /api/health", () => {
  it("reports the database and the job queue's health", async () => {
    const res = await GET();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: "ok", database: "up" });
    expect(body.details.jobs).toMatchObject({ waiting: expect.any(Number), active: expect.any(Number), failed: expect.any(Number) });
    expect(body.details.jobs).toHaveProperty("oldest_waiting_seconds");
  });
});
