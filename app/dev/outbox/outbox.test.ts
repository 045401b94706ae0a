import { eq } from "drizzle-orm";
import { createElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { db, schema } from "@/db";
import { sendMail } from "@/lib/mail";
import { devToolsEnabled, getOutboxMessage, listOutbox, readDevOutbox } from "@/lib/mail/dev-outbox";
import { invoke } from "@/lib/use-case";
import { linksIn } from "./outbox";

const mail = (to: string, subject: string, body = createElement("p", null, subject)) => sendMail({ to, subject, react: body, kind: "test" });

describe("/dev/outbox data", () => {
  it("is a developer tool: on in development and tests, off in production", () => {
    expect(devToolsEnabled("development")).toBe(true);
    expect(devToolsEnabled("test")).toBe(true);
    expect(devToolsEnabled("production")).toBe(false);
  });

  it("lists newest first, with the columns the page shows and without bodies", async () => {
    await mail("Rose@Example.com", "First");
    await mail("basil@example.com", "Second");
    await mail("rose@example.com", "Third");
    const all = await listOutbox();
    expect(all.map((m) => m.subject)).toEqual(["Third", "Second", "First"]);
    expect(Object.keys(all[0]).sort()).toEqual(["createdAt", "id", "kind", "status", "subject", "to"]);
    expect(all[0]).toMatchObject({ kind: "test", status: "stored" });
  });

  it("filters by recipient, case-insensitively", async () => {
    const rose = await listOutbox({ to: "  ROSE@example.com " });
    expect(rose.map((m) => m.subject)).toEqual(["Third", "First"]);
    expect(await listOutbox({ to: "nobody@example.com" })).toEqual([]);
  });

  it("reads one message with its HTML and text, and answers null for unknown or bad ids", async () => {
    const [newest] = await listOutbox({ limit: 1 });
    const m = await getOutboxMessage(newest.id);
    expect(m).toMatchObject({ id: newest.id, subject: "Third", status: "stored", error: null });
    expect(m!.html).toContain("Third");
    expect(m!.text).toContain("Third");
    for (const bad of [0, -1, 1.5, Number.NaN, 99_999_999_999, 424242]) expect(await getOutboxMessage(bad)).toBeNull();
  });

  it("pulls the links out of an e-mail (the reset link is what a developer needs)", async () => {
    const body = createElement(
      "div",
      null,
      createElement("a", { href: "http://localhost:3000/forgot-password?token=abc&x=1" }, createElement("span", null, "Reset "), "Password"),
      createElement("a", { href: "mailto:hello@gardenswap.app" }, "mail us"),
      createElement("a", { href: "http://localhost:3000/forgot-password?token=abc&x=1" }, "again"),
    );
    await mail("links@example.com", "Links", body);
    const [row] = await db().select({ html: schema.outbox.html }).from(schema.outbox).where(eq(schema.outbox.subject, "Links"));
    expect(linksIn(row.html)).toEqual([{ href: "http://localhost:3000/forgot-password?token=abc&x=1", label: "Reset Password" }]);
    expect(linksIn(`<a href="https://x.test/?a=1&amp;b=2"><span>&#8202;&#8203;Go&#x21;&nbsp;</span></a>`)).toEqual([{ href: "https://x.test/?a=1&b=2", label: "Go!" }]);
    expect(linksIn(`<a class="b" href='https://x.test/a'>  </a>`)).toEqual([{ href: "https://x.test/a", label: "https://x.test/a" }]);
  });

  it("the page's use case reads nothing in production (404), and lists and opens in development", async () => {
    const [newest] = await listOutbox({ limit: 1 });
    vi.stubEnv("NODE_ENV", "production");
    try {
      await expect(invoke(readDevOutbox, null, { to: "", id: String(newest.id) })).rejects.toMatchObject({ kind: "not_found" });
    } finally {
      vi.unstubAllEnvs();
    }
    const read = await invoke(readDevOutbox, null, { to: "rose@example.com", id: String(newest.id) });
    expect(read.messages.map((m) => m.subject)).toEqual(["Third", "First"]);
    expect(read.selected).toMatchObject({ id: newest.id, subject: newest.subject });
  });
});
