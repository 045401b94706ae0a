import "server-only";
import { env } from "@/lib/env";

/**
 * What an invitation to neighbours opens: the inviter's profile (they can add the inviter as a
 * friend and see what is on offer, as the friends' QR does), or the landing page from a visitor.
 */
export const neighbourInviteUrl = (inviterId: number | null) => `${env().PUBLIC_URL}${inviterId ? `/seller/${inviterId}` : "/"}`;
