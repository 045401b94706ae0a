import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { conversationsOf } from "./index";

/** SPEC §7 GET /messages and /messages: the viewer's conversations, one row per other gardener. */
export const listConversations = defineUseCase({
  name: "messages.conversations",
  caller: "signed-in",
  input: z.object({}),
  run: (viewer) => conversationsOf(viewer),
});
