import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { unreadTotal } from "./index";

/** The unread badge: messages to the viewer not yet read (told to each socket as it connects). */
export const countUnreadMessages = defineUseCase({
  name: "messages.unread",
  caller: "signed-in",
  input: z.object({}),
  run: (viewer) => unreadTotal(viewer),
});
