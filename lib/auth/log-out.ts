import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { logout } from "./index";

/** POST /api/auth/logout and the logout buttons: ends this session server-side (and its sockets). */
export const logOut = defineUseCase({
  name: "auth.logout",
  caller: "anyone",
  input: z.object({}),
  run: async (viewer) => logout(viewer),
});
