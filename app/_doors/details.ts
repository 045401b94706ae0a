import { RATE_LIMITED } from "@/lib/rate-limit";
import { EMAIL_TAKEN, USERNAME_TAKEN } from "@/lib/accounts/register-account";
import { GROUP_NOT_FOUND } from "@/lib/swap-days/create-event";
import { LISTING_NOT_FOUND, MSG } from "@/lib/validation/listings";
import { TRADE_NOT_FOUND } from "@/lib/trades/dispute-no-show";
import { WANT_NOT_FOUND } from "@/lib/wants/index";
import { CROP_NOT_FOUND } from "@/lib/seed-lots/crop-germination";
import { USER_NOT_FOUND } from "@/lib/moderation/revoke-moderator";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The API's `detail` in the caller's language (issue 38, decision 0231), keyed by the English detail
 * itself, which is the SPEC's contract and stays what an English caller reads. Keys are the constants
 * the code throws, so a reworded English detail cannot silently lose its translations. The most
 * frequent details first; an unknown one stays English.
 */
const DETAILS: Record<string, Record<Exclude<Locale, "en">, string>> = {
  "Not authenticated": { es: "No has iniciado sesión", ar: "لم تسجّل الدخول" },
  "Internal server error": { es: "Error interno del servidor", ar: "خطأ داخلي في الخادم" },
  [RATE_LIMITED]: { es: "Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.", ar: "طلبات كثيرة جدًا. انتظر قليلًا ثم حاول مرة أخرى." },
  [LISTING_NOT_FOUND]: { es: "Anuncio no encontrado", ar: "الإعلان غير موجود" },
  [USER_NOT_FOUND]: { es: "Usuario no encontrado", ar: "المستخدم غير موجود" },
  [GROUP_NOT_FOUND]: { es: "Grupo no encontrado", ar: "المجموعة غير موجودة" },
  [TRADE_NOT_FOUND]: { es: "Intercambio no encontrado", ar: "التبادل غير موجود" },
  [WANT_NOT_FOUND]: { es: "Deseo no encontrado", ar: "الأمنية غير موجودة" },
  [CROP_NOT_FOUND]: { es: "Cultivo no encontrado", ar: "المحصول غير موجود" },
  "Not found": { es: "No encontrado", ar: "غير موجود" },
  [EMAIL_TAKEN]: { es: "Ya existe una cuenta con este correo electrónico", ar: "يوجد حساب بهذا البريد الإلكتروني بالفعل" },
  [USERNAME_TAKEN]: { es: "Este nombre de usuario ya está en uso", ar: "اسم المستخدم هذا مستخدم بالفعل" },
  [MSG.titleRequired]: { es: "El título es obligatorio", ar: "العنوان مطلوب" },
  [MSG.titleMin]: { es: "El título debe tener al menos 3 caracteres", ar: "يجب أن يتكون العنوان من 3 أحرف على الأقل" },
  [MSG.titleMax]: { es: "El título debe tener como máximo 120 caracteres", ar: "يجب ألا يزيد العنوان على 120 حرفًا" },
  [MSG.sellPrice]: { es: "El precio debe ser mayor que 0 en los anuncios de venta", ar: "يجب أن يكون السعر أكبر من 0 في إعلانات البيع" },
  [MSG.descriptionMax]: { es: "La descripción debe tener como máximo 1000 caracteres", ar: "يجب ألا يزيد الوصف على 1000 حرف" },
};

/** `detail` (a sentence, or a list of field issues) in `locale`; what has no translation stays English. */
export function detailIn(detail: unknown, locale: Locale): unknown {
  if (locale === "en") return detail;
  if (typeof detail === "string") return DETAILS[detail]?.[locale] ?? detail;
  if (Array.isArray(detail)) return detail.map((i) => (i && typeof i === "object" && typeof i.msg === "string" ? { ...i, msg: DETAILS[i.msg]?.[locale] ?? i.msg } : i));
  return detail;
}
