import { load, requirePageViewer } from "@/app/_doors/page";
import { getEmailSetting } from "@/lib/notifications/get-email-setting";
import { EmailSettings } from "./email-settings";

/** The /profile section: the signed-in gardener's e-mail notification switch. */
export async function ProfileEmailSettings() {
  await requirePageViewer("/profile");
  const enabled = await load(getEmailSetting, {});
  return <EmailSettings initial={enabled} />;
}
