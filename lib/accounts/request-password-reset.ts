import "@/lib/validation/zod-config";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { forgotPasswordSchema } from "@/lib/validation/auth";
import { enqueue } from "@/lib/jobs";
import { RESET_REQUESTED, resetLinkJob } from "./password-reset";

/**
 * POST /api/auth/request-password-reset with `email`: the same answer, after the same work (one
 * job enqueued), whether or not an account has it; the job looks the address up and mails the link.
 */
export const requestPasswordReset = defineUseCase({
  name: "accounts.request-password-reset",
  caller: "anyone",
  input: forgotPasswordSchema,
  limits: LIMITS.requestPasswordReset,
  run: async (_viewer, { email }) => {
    await enqueue(resetLinkJob, { email });
    return { message: RESET_REQUESTED };
  },
});
