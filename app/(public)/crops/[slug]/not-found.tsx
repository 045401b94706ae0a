import { getT } from "@/app/_doors/locale";
import { ButtonLink } from "@/components/ui/button";

export default async function CropNotFound() {
  const t = await getT("talkNotFound");
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-2xl text-primary">{t("cropTitle")}</h1>
      <p className="max-w-sm text-muted">{t("cropBody")}</p>
      <ButtonLink href="/" variant="outline">
        {t("home")}
      </ButtonLink>
    </div>
  );
}
