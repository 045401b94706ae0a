import { requirePageViewer } from "@/app/_doors/session";
import { getEmailNotifications } from "@/lib/notifications/settings";
import { EmailSettings } from "./email-settings";

/** The /profile section: the signed-in gardener's e-mail notification switch. */
export async function ProfileEmailSettings() {
  const enabled = await getEmailNotifications(await requirePageViewer("/profile"));
  return <EmailSettings initial={enabled} />;
}
