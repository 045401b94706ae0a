import { route } from "@/app/_doors/route";
import { listDisputes } from "@/lib/moderation/disputes";

/** GET /api/moderation/disputes: open no-show disputes (moderators). */
export const GET = route(listDisputes);
