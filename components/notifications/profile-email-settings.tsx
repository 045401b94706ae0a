import { load, requirePageViewer } from "@/app/_doors/page";
import { getWords } from "@/app/_doors/locale";
import { getNotificationSettings } from "@/lib/notifications/get-notification-settings";
import { EmailKindSettings } from "./email-kind-settings";

/** The /profile section: the signed-in gardener's e-mail switches, one per kind. */
export async function ProfileEmailSettings() {
  await requirePageViewer("/profile");
  const [{ email }, words] = await Promise.all([load(getNotificationSettings, {}), getWords("accountEmailKinds")]);
  return <EmailKindSettings initial={email} words={words} />;
}
