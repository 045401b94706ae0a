import { describe, expect, it } from "vitest";
import { en } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";
import { GROW_OUT_QUESTION } from "@/lib/seed-lots/words";
import { groupDigits } from "@/lib/validation/group-digits";
import { MESSAGE_MAX, MESSAGE_TOO_LONG } from "@/lib/validation/message-terms";

/** Words the catalogue repeats from lib's constants (issue 38): the English must stay the same sentence. */
describe("talk's words that lib also says", () => {
  it("the composer's too-long line is the schema's, and the grow-out question the seed lots'", () => {
    expect(`${fill(en.talkChat.tooLong, { max: groupDigits(MESSAGE_MAX) })}`).toBe(MESSAGE_TOO_LONG);
    expect(en.talkNotices.growOut).toBe(GROW_OUT_QUESTION);
  });
});
