import { getT } from "@/app/_doors/locale";
import { ButtonLink } from "@/components/ui/button";

/** SPEC §2: an unknown seller id shows 'User not found' (with a 404 status). */
export default async function SellerNotFound() {
  const t = await getT("talkNotFound");
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-2xl text-primary">{t("userTitle")}</h1>
      <p className="max-w-sm text-muted">{t("userBody")}</p>
      <ButtonLink href="/" variant="outline">
        {t("home")}
      </ButtonLink>
    </div>
  );
}
