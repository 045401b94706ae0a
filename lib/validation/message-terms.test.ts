import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MESSAGE_MAX, MESSAGE_TOO_LONG, messageContentFits } from "./message-terms";
import { messageContentSchema } from "./messages";

// The composer decides with messageContentFits (no zod in the chat's bundle); the server with the schema.
describe("messageContentFits", () => {
  it("agrees with messageContentSchema on any text", () => {
    const text = fc.oneof(fc.string({ maxLength: MESSAGE_MAX + 20 }), fc.string({ unit: fc.constantFrom(" ", "\n", "\t", "a", "\u00a0", "\u2003", "\ufeff") }));
    fc.assert(fc.property(text, (t) => messageContentFits(t) === messageContentSchema.safeParse(t).success));
  });

  it.each([
    ["", false],
    ["   \n", false],
    ["hi", true],
    [` ${"a".repeat(MESSAGE_MAX)} `, true],
    ["a".repeat(MESSAGE_MAX + 1), false],
  ])("%j → %s", (t, ok) => {
    expect(messageContentFits(t)).toBe(ok);
    expect(messageContentSchema.safeParse(t).success).toBe(ok);
  });
});

describe("MESSAGE_TOO_LONG", () => {
  it("states MESSAGE_MAX as the SPEC's client reads it", () => {
    expect(MESSAGE_TOO_LONG).toBe(`Message must be at most ${MESSAGE_MAX.toLocaleString("en-US")} characters`);
  });
});
