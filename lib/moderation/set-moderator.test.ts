import { describe, expect, it } from "vitest";
import { route } from "@/app/_doors/route";
import { db } from "@/db";
import { createUser, req } from "@/test/http";
import { listReports } from "./list-reports";
import { setModerator } from "./set-moderator";

const deskStatus = async (token: string) => (await route(listReports)(req("/api/moderation/reports", { token }))).status;

describe("npm run moderator -- grant|revoke <email> (setModerator)", () => {
  it("grant opens the desk on the next request (e-mail in any case); revoke closes it again", async () => {
    const gardener = await createUser();
    expect(await deskStatus(gardener.token)).toBe(404);
    expect(await setModerator(db(), ` ${gardener.email.toUpperCase()} `, true)).toBe(gardener.username);
    expect(await deskStatus(gardener.token)).toBe(200);
    expect(await setModerator(db(), gardener.email, false)).toBe(gardener.username);
    expect(await deskStatus(gardener.token)).toBe(404);
  });

  it("names nobody for an unknown e-mail, and changes nothing", async () => {
    const other = await createUser();
    expect(await setModerator(db(), "nobody@example.com", true)).toBeNull();
    expect(await deskStatus(other.token)).toBe(404);
  });
});
