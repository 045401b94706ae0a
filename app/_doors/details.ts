import type { Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/fill";
import { MESSAGES } from "@/lib/i18n/translate";
import { BANNED, INCORRECT_CREDENTIALS } from "@/lib/auth";
import { HELD_FOR_SWAP_DAY } from "@/lib/trades/held-for-swap-day";
import { ALREADY_COMPLETED, ALREADY_THANKED, HANDED_OVER, NO_OPEN_TRADE, NOT_RECEIVED_YET, NOT_TALKED, NOT_YOUR_LISTING, RESERVE_AFTER_POSTING, RESERVE_NEEDS_GARDENER, THANKS_LOCKED } from "@/lib/trades/refusals";
import { FULL } from "@/lib/swap-days/rsvp-event";
import { BODY_TOO_LARGE } from "@/app/_doors/body-limits";
import { SAME_EMAIL } from "@/lib/accounts/change-email";
import { WRONG_CURRENT_PASSWORD } from "@/lib/accounts/change-password";
import { WRONG_PASSWORD } from "@/lib/accounts/delete-account";
import { INVALID_VERIFY_TOKEN } from "@/lib/accounts/email-verification";
import { INVALID_RESET_TOKEN } from "@/lib/accounts/password-reset";
import { EMAIL_TAKEN, USERNAME_TAKEN } from "@/lib/accounts/register-account";
import { TOO_MANY_ATTEMPTS } from "@/lib/auth/login-throttle";
import { CROSS_SITE } from "@/lib/auth/session";
import { CANNOT_MESSAGE, NOT_BLOCKED, NOT_YOURSELF, USER_NOT_FOUND } from "@/lib/blocks";
import { FRIENDSHIP_NOT_FOUND, NOT_YOURSELF as NOT_YOURSELF_3, REQUEST_NOT_FOUND } from "@/lib/friends";
import { CHOOSING_NOW, NO_FAIR_CHANCE } from "@/lib/gluts/request-portion";
import { NAME_TAKEN, UNKNOWN_PLACE } from "@/lib/groups/create-group";
import { MEMBERS_ONLY } from "@/lib/groups/create-invite";
import { INVITE_NOT_VALID } from "@/lib/groups/get-invite";
import { MEMBERS_ONLY as MEMBERS_ONLY_2, RANGE_TOO_LONG } from "@/lib/groups/group-impact";
import { ADMINS_ONLY, NOT_ALLOWED } from "@/lib/groups";
import { BLOCKED, REMOVED } from "@/lib/groups/join-group";
import { NOT_IN_GROUP, ONLY_YOURSELF, OWNER_CANNOT_LEAVE } from "@/lib/groups/leave-group";
import { GROUP_NOT_FOUND } from "@/lib/groups/schemas";
import { ADMIN_REMOVES_ADMIN, MEMBER_NOT_FOUND, NOT_A_MEMBER, OWNER_MAKES_ADMINS, OWNER_STAYS } from "@/lib/groups/update-member";
import { NO_WINDOW } from "@/lib/handover/calendar";
import { ONLY_RESERVED_GARDENER } from "@/lib/handover/coming";
import { COMING_LINK_INVALID } from "@/lib/handover/coming-link";
import { NOTHING_PROPOSED, WAIT_FOR_ANSWER, WINDOW_REQUIRED } from "@/lib/handover/respond-window";
import { PLACE_TOO_LONG, SPOT_TOO_LONG } from "@/lib/handover/schemas";
import { DOORSTEP_NEEDS_SPOT, MEET_NEEDS_PLACE, POST_SEEDS_ONLY, POSTAGE_POST_ONLY, SPOT_DOORSTEP_ONLY } from "@/lib/handover/set-handover";
import { NOT_RESERVED, NOT_YOUR_TRADE } from "@/lib/handover/trade-side";
import { IMAGE_NOT_FOUND } from "@/lib/images/get-image";
import { IMAGE_DIMENSIONS_TOO_LARGE, IMAGE_TOO_LARGE, NOT_AN_IMAGE } from "@/lib/images";
import { TRADE_NOT_FOUND, WEIGHT_RANGE } from "@/lib/impact/correct-trade-weight";
import { PLACE_NOT_FOUND } from "@/lib/impact/get-place-impact";
import { CROP_NOT_FOUND } from "@/lib/listings/get-crop";
import { TOO_MUCH_GONE } from "@/lib/listings/glut-columns";
import { NO_DELETE, NO_EDIT } from "@/lib/listings";
import { BOX_TOO_LARGE } from "@/lib/listings/list-cells";
import { NEEDS_LOCATION, UNKNOWN_NEAR } from "@/lib/listings/near";
import { ALREADY_DECIDED, NOT_HIDDEN } from "@/lib/listings/review";
import { NO_SHARED_PHOTO } from "@/lib/listings/share-photo";
import { CANNOT_MESSAGE_SELF, CLIENT_ID_REUSED } from "@/lib/messages";
import { DISPUTE_DECIDED, DISPUTE_NOT_FOUND } from "@/lib/moderation/disputes";
import { NO_SUCH_GARDENER, NOT_VERIFIED } from "@/lib/moderation/grant-moderator";
import { REASON_REQUIRED } from "@/lib/moderation";
import { ALREADY_HANDLED, LISTINGS_ONLY, MESSAGES_ONLY, REPORT_NOT_FOUND } from "@/lib/moderation/resolve-report";
import { DAYS_MSG, NOT_YOURSELF as NOT_YOURSELF_4 } from "@/lib/moderation/suspend-user";
import { INVALID_UNSUBSCRIBE_LINK } from "@/lib/notifications/settings";
import { UNAVAILABLE } from "@/lib/outage";
import { BAD_ENDPOINT } from "@/lib/push/endpoint";
import { SUBSCRIPTION_NOT_FOUND } from "@/lib/push/settings";
import { ENDPOINT_TAKEN } from "@/lib/push/subscribe";
import { NOT_OFFERED, OFFER_CLOSED, OFFER_LAPSED, OWN_LISTING, SUSPENDED } from "@/lib/queue/answer-offer";
import { RATE_LIMITED } from "@/lib/rate-limit";
import { ALREADY_REPORTED as ALREADY_REPORTED_2, NOT_YOURSELF as NOT_YOURSELF_2 } from "@/lib/reports/create-report";
import { NEEDS_PLACE } from "@/lib/seasons/place";
import { LISTING_HAS_LOT, NOT_A_SEED_LISTING, NOT_YOUR_SEED_LISTING, OTHER_CROP_PARENT, UNKNOWN_VARIETY } from "@/lib/seed-lots/create-seed-lot";
import { NOT_YOUR_LOT_TO_GIVE } from "@/lib/seed-lots/gift-seed-lot";
import { ALREADY_REPORTED, NOT_YOUR_LOT } from "@/lib/seed-lots/report-grow-out";
import { LOT_NOT_FOUND } from "@/lib/seed-lots/schemas";
import { VARIETY_NOT_FOUND } from "@/lib/seed-lots/variety-reports";
import { PARENT_NOT_FOUND } from "@/lib/seed-lots/words";
import { EVENT_CANCELLED, EVENT_OVER, NOT_GOING, NOT_IN_GOOD_STANDING } from "@/lib/swap-days/access";
import { ORGANISERS_ONLY } from "@/lib/swap-days/cancel-event";
import { ADMINS_ONLY as ADMINS_ONLY_2, IN_THE_PAST, TOO_FAR, TOO_MANY, UNKNOWN_PLACE as UNKNOWN_PLACE_2 } from "@/lib/swap-days/create-event";
import { NOT_AN_ATTENDEE, NOT_BROUGHT, NOT_GIVEN_TO_YOU, TOO_LATE } from "@/lib/swap-days/record-swaps";
import { CAPACITY_INVALID, EVENT_NOT_FOUND, ORDER, PLACE_REQUIRED, TITLE_REQUIRED, TOO_LONG, WHEN_INVALID } from "@/lib/swap-days/schemas";
import { NOT_YOUR_AVAILABLE_LISTING, NOT_YOUR_WISH } from "@/lib/swap-days/set-bringing";
import { NOT_STARTED } from "@/lib/swap-days/swap-sheet";
import { ALREADY_DISPUTED } from "@/lib/trades/dispute-no-show";
import { PORTION_GIVEN_NEEDS_GARDENER } from "@/lib/trades/hand-over-portion";
import { GLUT_REFUSALS } from "@/lib/trades/portions";
import { NO_PORTION_RESERVED, PORTION_RELEASE_NEEDS_GARDENER } from "@/lib/trades/release-portion";
import { LINK_INVALID } from "@/lib/trades/reminder-link";
import { PORTION_NEEDS_WHOLE_WINDOW } from "@/lib/trades/reserve-portion";
import { DISPUTE_NOTE_TOO_LONG, THANKS_REQUIRED, THANKS_TOO_LONG, USER_REQUIRED } from "@/lib/trades/schemas";
import { WINDOW_AFTER_UNTIL, WINDOW_INVALID, WINDOW_ORDER, WINDOW_PAST, WINDOW_TOO_FAR, WINDOW_TOO_LONG } from "@/lib/trades/windows";
import { MATCH_RADIUS_MSG, PASSWORD_TOO_LONG } from "@/lib/validation/auth";
import { UNTIL_TOO_SOON } from "@/lib/validation/freshness";
import { GLUT_MSG } from "@/lib/validation/gluts";
import { NUL_REFUSED } from "@/lib/validation";
import { BAD_BBOX, BAD_RADIUS, BAD_TRAVEL, BAD_ZOOM, GROUPS_FORMAT, LISTING_NOT_FOUND, MSG, NOT_YOUR_GROUP, RADIUS_OR_TRAVEL, UNKNOWN_CELL, UNKNOWN_CROP, UNTIL_FORMAT, VISIBILITY_NEEDS } from "@/lib/validation/listings";
import { MESSAGE_EMPTY } from "@/lib/validation/message-terms";
import { CLIENT_ID_INVALID } from "@/lib/validation/messages";
import { NOTHING_TO_CHANGE } from "@/lib/validation/settings";
import { NO_DELETE_WANT, NO_EDIT_WANT, WANT_NOT_FOUND } from "@/lib/wants";

/*
 * The API's `detail` in the caller's language (issue 38, decision 0231), keyed by the English detail
 * itself, which is the SPEC's contract and stays what an English caller reads. Where the code throws
 * an exported constant, the key is that constant, so a reworded English detail keeps its
 * translations; an inline sentence is keyed by its words, and details.test.ts fails when those words
 * are no longer in the source. A detail without a translation stays English.
 */

type Other = Exclude<Locale, "en">;

/**
 * A detail in Spanish and Arabic. `keep`: the code a sentence names (a field, a path, a JSON value),
 * written as {values} and given back as they are, so an Arabic sentence holds no Latin words of its own.
 */
export type Said = { es: string; ar: string; keep?: Record<string, string> };

/**
 * A detail with variable parts: {name} in `en` stands for what the code put there (a number, a
 * field, a title) and is given back in the translation. `match`: what a {name} may be (a regex; by
 * default by its name, see SHAPES); `values`: a value said in the other language (an amount, a date).
 */
export type Pattern = Said & { en: string; match?: Record<string, string>; values?: Record<string, (value: string, locale: Other) => string> };

export const DETAILS: Record<string, Said> = {
  // lib/accounts: sign-up, passwords, e-mail addresses
  [EMAIL_TAKEN]: { es: "Ya existe una cuenta con este correo electrónico", ar: "يوجد حساب بهذا البريد الإلكتروني بالفعل" },
  [WRONG_PASSWORD]: { es: "Contraseña incorrecta", ar: "كلمة المرور غير صحيحة" },
  [INVALID_VERIFY_TOKEN]: { es: "El enlace de confirmación no es válido o ha caducado. Pide uno nuevo.", ar: "رابط التأكيد غير صالح أو منتهي الصلاحية. اطلب رابطًا جديدًا." },
  [INVALID_RESET_TOKEN]: { es: "El token de restablecimiento no es válido o ha caducado. Pide un nuevo enlace para restablecer la contraseña.", ar: "رمز إعادة التعيين غير صالح أو منتهي الصلاحية. اطلب رابطًا جديدًا لإعادة تعيين كلمة المرور." },
  "No profile picture": { es: "No hay foto de perfil", ar: "لا توجد صورة للملف الشخصي" },
  [SAME_EMAIL]: { es: "Esta ya es tu dirección de correo electrónico", ar: "هذا هو عنوان بريدك الإلكتروني بالفعل" },
  [USERNAME_TAKEN]: { es: "Este nombre de usuario ya está en uso", ar: "اسم المستخدم هذا مستخدم بالفعل" },
  [WRONG_CURRENT_PASSWORD]: { es: "Tu contraseña actual no es correcta", ar: "كلمة المرور الحالية غير صحيحة" },
  // The doors (app/_doors, app/_realtime, app/api)
  "Not authenticated": { es: "No has iniciado sesión", ar: "لم تسجّل الدخول" },
  "Your message could not be sent. Please try again.": { es: "No se pudo enviar tu mensaje. Vuelve a intentarlo.", ar: "تعذّر إرسال رسالتك. حاول مرة أخرى." },
  "Content-Type must be application/json": { es: "{header} debe ser {type}", ar: "يجب أن تكون قيمة {header} هي {type}", keep: { header: "Content-Type", type: "application/json" } },
  "Expected a JSON object": { es: "Se esperaba un objeto JSON", ar: "كان المتوقع كائن JSON" },
  "Internal server error": { es: "Error interno del servidor", ar: "خطأ داخلي في الخادم" },
  "Malformed form body": { es: "Cuerpo de formulario mal formado", ar: "نص النموذج غير سليم" },
  "Malformed JSON body": { es: "Cuerpo JSON mal formado", ar: "نص JSON غير سليم" },
  "offset_ms is a number of milliseconds": { es: "{field} es un número de milisegundos", ar: "{field} عدد من الميلي ثانية", keep: { field: "offset_ms" } },
  [BODY_TOO_LARGE]: { es: "El cuerpo de la solicitud es demasiado grande", ar: "حجم الطلب كبير جدًا" },
  "Something went wrong. Please try again.": { es: "Algo salió mal. Vuelve a intentarlo.", ar: "حدث خطأ ما. حاول مرة أخرى." },
  "Your session has ended. Please log in again.": { es: "Tu sesión ha terminado. Vuelve a iniciar sesión.", ar: "انتهت جلستك. سجّل الدخول مرة أخرى." },
  // lib/auth: login, sessions
  [BANNED]: { es: "Los moderadores de GardenSwap han cerrado esta cuenta.", ar: "أغلق مشرفو GardenSwap هذا الحساب." },
  [CROSS_SITE]: { es: "Solicitud entre sitios rechazada", ar: "رُفض طلب قادم من موقع آخر" },
  [INCORRECT_CREDENTIALS]: { es: "Correo electrónico o contraseña incorrectos", ar: "البريد الإلكتروني أو كلمة المرور غير صحيحة" },
  [TOO_MANY_ATTEMPTS]: { es: "Demasiados intentos de inicio de sesión. Espera unos minutos y vuelve a intentarlo.", ar: "محاولات تسجيل دخول كثيرة جدًا. انتظر بضع دقائق ثم حاول مرة أخرى." },
  // lib/blocks
  [USER_NOT_FOUND]: { es: "Usuario no encontrado", ar: "المستخدم غير موجود" },
  [CANNOT_MESSAGE]: { es: "No puedes escribir a este jardinero", ar: "لا يمكنك مراسلة هذا البستاني" },
  [NOT_YOURSELF]: { es: "No puedes bloquearte a ti mismo", ar: "لا يمكنك حظر نفسك" },
  [NOT_BLOCKED]: { es: "No has bloqueado a este jardinero", ar: "لم تحظر هذا البستاني" },
  // lib/friends
  [REQUEST_NOT_FOUND]: { es: "Solicitud de amistad no encontrada", ar: "طلب الصداقة غير موجود" },
  [FRIENDSHIP_NOT_FOUND]: { es: "Amistad no encontrada", ar: "الصداقة غير موجودة" },
  "The friend request changed at the same moment; please try again": { es: "La solicitud de amistad cambió en ese mismo momento; vuelve a intentarlo", ar: "تغيّر طلب الصداقة في اللحظة نفسها؛ حاول مرة أخرى" },
  [NOT_YOURSELF_3]: { es: "No puedes enviarte una solicitud de amistad a ti mismo", ar: "لا يمكنك إرسال طلب صداقة إلى نفسك" },
  // lib/gluts: portions of a glut
  [CHOOSING_NOW]: { es: "Quien lo regala ya ha elegido", ar: "اختار صاحب العرض بالفعل" },
  [NO_FAIR_CHANCE]: { es: "Este excedente no está recogiendo solicitudes: escribe a quien lo regala", ar: "هذا الفائض لا يستقبل طلبات: راسل صاحب العرض" },
  // lib/groups
  "`from` must not be after `to`": { es: "`from` no debe ser posterior a `to`", ar: "يجب ألا يكون {from} بعد {to}", keep: { from: "`from`", to: "`to`" } },
  [NAME_TAKEN]: { es: "Ya hay un grupo con este nombre que se reúne en este lugar", ar: "توجد مجموعة بهذا الاسم تلتقي في هذا المكان بالفعل" },
  "A name is at least 3 characters": { es: "El nombre tiene al menos 3 caracteres", ar: "يتكون الاسم من 3 أحرف على الأقل" },
  "A name is at most 80 characters": { es: "El nombre tiene como máximo 80 caracteres", ar: "الاسم 80 حرفًا على الأكثر" },
  [REMOVED]: { es: "Un administrador te sacó de este grupo: no puedes volver a unirte por tu cuenta", ar: "أخرجك أحد مديري المجموعة منها: لا يمكنك الانضمام إليها مجددًا بنفسك" },
  [RANGE_TOO_LONG]: { es: "Pide como máximo dos años cada vez", ar: "اطلب سنتين على الأكثر في كل مرة" },
  "Choose how people join: open or by approval": { es: "Elige cómo se une la gente: abierto o con aprobación", ar: "اختر طريقة الانضمام: مفتوح أو بموافقة" },
  "Choose what kind of group it is": { es: "Elige qué tipo de grupo es", ar: "اختر نوع المجموعة" },
  "Give the group a name": { es: "Ponle un nombre al grupo", ar: "اختر اسمًا للمجموعة" },
  [GROUP_NOT_FOUND]: { es: "Grupo no encontrado", ar: "المجموعة غير موجودة" },
  "Keep the description under 2000 characters": { es: "La descripción debe tener menos de 2000 caracteres", ar: "اجعل الوصف أقل من 2000 حرف" },
  "Keep the place short: a town or postcode": { es: "Que el lugar sea breve: una localidad o un código postal", ar: "اختصر المكان: بلدة أو رمز بريدي" },
  "Keep the question under 300 characters": { es: "La pregunta debe tener menos de 300 caracteres", ar: "اجعل السؤال أقل من 300 حرف" },
  "Keep the reason under 1,000 characters": { es: "El motivo debe tener menos de 1.000 caracteres", ar: "اجعل السبب أقل من 1000 حرف" },
  "Keep the rules under 2000 characters": { es: "Las normas deben tener menos de 2000 caracteres", ar: "اجعل القواعد أقل من 2000 حرف" },
  "Keep your answer under 500 characters": { es: "Tu respuesta debe tener menos de 500 caracteres", ar: "اجعل إجابتك أقل من 500 حرف" },
  [MEMBER_NOT_FOUND]: { es: "Miembro no encontrado", ar: "العضو غير موجود" },
  [NOT_A_MEMBER]: { es: "Solo un miembro puede ser administrador", ar: "لا يمكن تعيين مدير إلا من بين الأعضاء" },
  [MEMBERS_ONLY]: { es: "Solo los miembros del grupo pueden invitar", ar: "لا يستطيع الدعوة إلا أعضاء المجموعة" },
  [ADMINS_ONLY]: { es: "Solo los administradores del grupo pueden hacer esto", ar: "لا يستطيع فعل هذا إلا مديرو المجموعة" },
  [MEMBERS_ONLY_2]: { es: "Solo los miembros del grupo pueden ver su impacto", ar: "لا يرى أثر المجموعة إلا أعضاؤها" },
  [OWNER_MAKES_ADMINS]: { es: "Solo el propietario puede nombrar o quitar administradores", ar: "لا يعيّن المديرين أو يعزلهم إلا المالك" },
  [ADMIN_REMOVES_ADMIN]: { es: "Solo el propietario puede quitar a un administrador", ar: "لا يستطيع إزالة مدير إلا المالك" },
  "role is admin or member": { es: "{field} es {admin} o {member}", ar: "قيمة {field} هي {admin} أو {member}", keep: { field: "role", admin: "admin", member: "member" } },
  "Say in a few words what the group is": { es: "Describe en pocas palabras qué es el grupo", ar: "صف المجموعة في كلمات قليلة" },
  "Say where the group meets: a town or postcode": { es: "Indica dónde se reúne el grupo: una localidad o un código postal", ar: "اذكر أين تلتقي المجموعة: بلدة أو رمز بريدي" },
  "status is member or removed": { es: "{field} es {a} o {b}", ar: "قيمة {field} هي {a} أو {b}", keep: { field: "status", a: "member", b: "removed" } },
  [OWNER_STAYS]: { es: "No se puede quitar al propietario de su grupo", ar: "لا يمكن إزالة المالك من مجموعته" },
  [OWNER_CANNOT_LEAVE]: { es: "El propietario no puede salir de su grupo", ar: "لا يمكن للمالك مغادرة مجموعته" },
  "This invite link is not valid": { es: "Este enlace de invitación no es válido", ar: "رابط الدعوة هذا غير صالح" },
  [INVITE_NOT_VALID]: { es: "Este enlace de invitación ya no es válido. Pide uno nuevo.", ar: "رابط الدعوة هذا لم يعد صالحًا. اطلب رابطًا جديدًا." },
  [UNKNOWN_PLACE]: { es: "No encontramos ese lugar. Indica una localidad ({examples}) o un código ZIP de EE. UU.", ar: "لم نعثر على ذلك المكان. أدخل بلدة ({examples}) أو رمزًا بريديًا أمريكيًا.", keep: { examples: "'Portland, OR', 'Leeds, England'" } },
  [NOT_IN_GROUP]: { es: "No estás en este grupo", ar: "لست عضوًا في هذه المجموعة" },
  [ONLY_YOURSELF]: { es: "Solo puedes sacarte a ti mismo de un grupo: los administradores quitan miembros con {method}", ar: "لا يمكنك إخراج أحد من المجموعة غير نفسك: يزيل المديرون الأعضاء عبر {method}", keep: { method: "PATCH" } },
  [BLOCKED]: { es: "No puedes unirte a este grupo", ar: "لا يمكنك الانضمام إلى هذه المجموعة" },
  [NOT_ALLOWED]: { es: "Tu cuenta no puede hacer esto por ahora", ar: "لا يمكن لحسابك فعل هذا حاليًا" },
  // lib/handover: how it changes hands, pickup times
  [NO_WINDOW]: { es: "Todavía no se ha propuesto una hora de recogida", ar: "لم يُقترح موعد استلام بعد" },
  [NOTHING_PROPOSED]: { es: "No hay ninguna hora de recogida esperando respuesta: propón una", ar: "لا يوجد موعد استلام ينتظر ردًا: اقترح موعدًا" },
  [SPOT_DOORSTEP_ONLY]: { es: "Solo la recogida en la puerta tiene un punto exacto", ar: "الاستلام من عند الباب وحده له مكان محدد" },
  [ONLY_RESERVED_GARDENER]: { es: "Solo el jardinero para quien está reservado puede responder a esto", ar: "لا يجيب عن هذا إلا البستاني المحجوز له" },
  [NOT_YOUR_TRADE]: { es: "Solo los dos jardineros de este intercambio pueden hacer esto", ar: "لا يستطيع فعل هذا إلا البستانيان طرفا هذا التبادل" },
  [POSTAGE_POST_ONLY]: { es: "El envío postal es solo para semillas enviadas por correo", ar: "الإرسال بالبريد فقط للبذور المرسلة بالبريد" },
  [DOORSTEP_NEEDS_SPOT]: { es: "Indica el punto exacto de recogida (solo lo ve el jardinero para quien lo reservas)", ar: "حدّد مكان الاستلام بدقة (لا يراه إلا البستاني الذي تحجز له)" },
  [PLACE_TOO_LONG]: { es: "El lugar tiene como máximo 120 caracteres", ar: "المكان 120 حرفًا على الأكثر" },
  [SPOT_TOO_LONG]: { es: "El punto de recogida tiene como máximo 200 caracteres", ar: "مكان الاستلام 200 حرف على الأكثر" },
  [MEET_NEEDS_PLACE]: { es: "Indica dónde quedar", ar: "اذكر مكان اللقاء" },
  [WINDOW_REQUIRED]: { es: "Indica qué hora propones: {field} {window}", ar: "اذكر الموعد الذي تقترحه: {field} {window}", keep: { field: "window", window: '{"start", "end"}' } },
  [POST_SEEDS_ONLY]: { es: "El envío por correo es solo para semillas", ar: "الإرسال بالبريد للبذور فقط" },
  [COMING_LINK_INVALID]: { es: "Este enlace ya no es válido. Abre Mis intercambios para responder.", ar: "هذا الرابط لم يعد صالحًا. افتح «تبادلاتي» للرد." },
  [NOT_RESERVED]: { es: "Este anuncio no está reservado para nadie", ar: "هذا الإعلان غير محجوز لأحد" },
  "windows is a list of {\"start\", \"end\"}": { es: "{field} es una lista de {window}", ar: "{field} قائمة من {window}", keep: { field: "windows", window: '{"start", "end"}' } },
  [WAIT_FOR_ANSWER]: { es: "Tú propusiste esta hora: el otro jardinero la acepta o la rechaza", ar: "أنت من اقترح هذا الموعد: البستاني الآخر يقبله أو يرفضه" },
  // lib/images
  [IMAGE_DIMENSIONS_TOO_LARGE]: { es: "Las dimensiones de la imagen son demasiado grandes", ar: "أبعاد الصورة كبيرة جدًا" },
  [IMAGE_TOO_LARGE]: { es: "La imagen es demasiado grande (máx. 10 MB)", ar: "الصورة كبيرة جدًا (10 ميغابايت على الأكثر)" },
  [IMAGE_NOT_FOUND]: { es: "Imagen no encontrada", ar: "الصورة غير موجودة" },
  [NOT_AN_IMAGE]: { es: "El archivo no es una imagen compatible ({formats})", ar: "الملف ليس صورة مدعومة ({formats})", keep: { formats: "JPEG, PNG, WebP, GIF, AVIF, HEIC" } },
  // lib/impact
  [WEIGHT_RANGE]: { es: "Indica el peso en kg, entre 0 y 1.000", ar: "أدخل الوزن بالكيلوغرام، بين 0 و1000" },
  [TRADE_NOT_FOUND]: { es: "Intercambio no encontrado", ar: "التبادل غير موجود" },
  [PLACE_NOT_FOUND]: { es: "No conocemos ese lugar: prueba con un código ZIP de EE. UU. o una localidad con su estado o país", ar: "لا نعرف ذلك المكان: جرّب رمزًا بريديًا أمريكيًا أو بلدة مع ولايتها أو بلدها" },
  // lib/limits.ts: the rate limits' own answers
  "Please confirm your e-mail address to send more friend requests (5 an hour until then).": { es: "Confirma tu dirección de correo electrónico para enviar más solicitudes de amistad (5 por hora hasta entonces).", ar: "أكّد عنوان بريدك الإلكتروني لترسل مزيدًا من طلبات الصداقة (5 في الساعة حتى ذلك الحين)." },
  "Please confirm your e-mail address to start more new conversations today (10 a day until then).": { es: "Confirma tu dirección de correo electrónico para empezar más conversaciones nuevas hoy (10 al día hasta entonces).", ar: "أكّد عنوان بريدك الإلكتروني لتبدأ مزيدًا من المحادثات الجديدة اليوم (10 في اليوم حتى ذلك الحين)." },
  "That is a lot of portions in one hour. Please wait a while.": { es: "Son muchas porciones en una hora. Espera un rato.", ar: "هذه حصص كثيرة في ساعة واحدة. انتظر قليلًا." },
  "The map asked for too much at once. Please wait a minute.": { es: "El mapa pidió demasiado de una vez. Espera un minuto.", ar: "طلبت الخريطة الكثير دفعة واحدة. انتظر دقيقة." },
  "Too many tries. Please wait an hour before changing your password again.": { es: "Demasiados intentos. Espera una hora antes de volver a cambiar tu contraseña.", ar: "محاولات كثيرة جدًا. انتظر ساعة قبل أن تغيّر كلمة المرور مرة أخرى." },
  "We already sent a few links. Please check your inbox, or try again in an hour.": { es: "Ya te enviamos varios enlaces. Revisa tu bandeja de entrada o vuelve a intentarlo dentro de una hora.", ar: "أرسلنا إليك بضعة روابط بالفعل. تفقّد بريدك الوارد، أو حاول مرة أخرى بعد ساعة." },
  "You are reporting very quickly. Please wait a minute.": { es: "Estás denunciando muy rápido. Espera un minuto.", ar: "أنت تبلّغ بسرعة كبيرة. انتظر دقيقة." },
  "You are reserving and releasing very often. Please wait a while.": { es: "Estás reservando y liberando con mucha frecuencia. Espera un rato.", ar: "أنت تحجز وتلغي الحجز كثيرًا. انتظر قليلًا." },
  "You are sending messages too quickly. Please wait a moment.": { es: "Estás enviando mensajes demasiado rápido. Espera un momento.", ar: "أنت ترسل الرسائل بسرعة كبيرة. انتظر قليلًا." },
  "You asked to change your address several times. Please check your inbox, or try again in an hour.": { es: "Pediste cambiar tu dirección varias veces. Revisa tu bandeja de entrada o vuelve a intentarlo dentro de una hora.", ar: "طلبت تغيير عنوانك عدة مرات. تفقّد بريدك الوارد، أو حاول مرة أخرى بعد ساعة." },
  "You can change your location 5 times a day. Please try again tomorrow.": { es: "Puedes cambiar tu ubicación 5 veces al día. Vuelve a intentarlo mañana.", ar: "يمكنك تغيير موقعك 5 مرات في اليوم. حاول مرة أخرى غدًا." },
  "You can look from 10 different places a day. Please try again tomorrow, or use a place you already chose today.": { es: "Puedes mirar desde 10 lugares distintos al día. Vuelve a intentarlo mañana o usa un lugar que ya elegiste hoy.", ar: "يمكنك البحث من 10 أماكن مختلفة في اليوم. حاول مرة أخرى غدًا، أو استخدم مكانًا اخترته اليوم." },
  "You downloaded your data several times. Please try again in an hour.": { es: "Descargaste tus datos varias veces. Vuelve a intentarlo dentro de una hora.", ar: "نزّلت بياناتك عدة مرات. حاول مرة أخرى بعد ساعة." },
  "You have added many seed lots. Please wait a while.": { es: "Has añadido muchos lotes de semillas. Espera un rato.", ar: "أضفت دفعات بذور كثيرة. انتظر قليلًا." },
  "You have answered many offers. Please wait a while.": { es: "Has respondido a muchas ofertas. Espera un rato.", ar: "أجبت عن عروض كثيرة. انتظر قليلًا." },
  "You have asked to join many groups. Please wait a while.": { es: "Has pedido unirte a muchos grupos. Espera un rato.", ar: "طلبت الانضمام إلى مجموعات كثيرة. انتظر قليلًا." },
  "You have cancelled many swap days today. Please try again tomorrow.": { es: "Has cancelado muchos días de intercambio hoy. Vuelve a intentarlo mañana.", ar: "ألغيت أيام تبادل كثيرة اليوم. حاول مرة أخرى غدًا." },
  "You have changed the handover many times. Please wait a while.": { es: "Has cambiado la entrega muchas veces. Espera un rato.", ar: "غيّرت طريقة التسليم مرات كثيرة. انتظر قليلًا." },
  "You have changed the pickup time very often. Please wait a while.": { es: "Has cambiado la hora de recogida con mucha frecuencia. Espera un rato.", ar: "غيّرت موعد الاستلام كثيرًا. انتظر قليلًا." },
  "You have changed your answer very often. Please wait a while.": { es: "Has cambiado tu respuesta con mucha frecuencia. Espera un rato.", ar: "غيّرت إجابتك كثيرًا. انتظر قليلًا." },
  "You have disputed several no-shows. Please wait a while.": { es: "Has reclamado varias ausencias. Espera un rato.", ar: "اعترضت على عدة حالات عدم حضور. انتظر قليلًا." },
  "You have made many invite links. Please share one you already have.": { es: "Has creado muchos enlaces de invitación. Comparte uno que ya tengas.", ar: "أنشأت روابط دعوة كثيرة. شارك رابطًا لديك بالفعل." },
  "You have planned many swap days today. Please try again tomorrow.": { es: "Has organizado muchos días de intercambio hoy. Vuelve a intentarlo mañana.", ar: "خطّطت لأيام تبادل كثيرة اليوم. حاول مرة أخرى غدًا." },
  "You have recorded many gifts today. Please try again tomorrow.": { es: "Has registrado muchos regalos hoy. Vuelve a intentarlo mañana.", ar: "سجّلت هدايا كثيرة اليوم. حاول مرة أخرى غدًا." },
  "You have sent many reports today. Our moderators will get to them; please try again tomorrow.": { es: "Has enviado muchas denuncias hoy. Nuestros moderadores las revisarán; vuelve a intentarlo mañana.", ar: "أرسلت بلاغات كثيرة اليوم. سيطّلع عليها مشرفونا؛ حاول مرة أخرى غدًا." },
  "You have sent many reports. Please wait a while.": { es: "Has enviado muchos informes. Espera un rato.", ar: "أرسلت تقارير كثيرة. انتظر قليلًا." },
  "You have started several groups today. Please try again tomorrow.": { es: "Has creado varios grupos hoy. Vuelve a intentarlo mañana.", ar: "أنشأت عدة مجموعات اليوم. حاول مرة أخرى غدًا." },
  // lib/listings
  [ALREADY_DECIDED]: { es: "Un moderador ya revisó este anuncio", ar: "سبق أن راجع أحد المشرفين هذا الإعلان" },
  [CROP_NOT_FOUND]: { es: "Cultivo no encontrado", ar: "المحصول غير موجود" },
  [NEEDS_LOCATION]: { es: "Ordenar por distancia necesita una ubicación: añade tu código postal o localidad a tu perfil, o pasa {param}<código postal o localidad>.", ar: "الترتيب حسب المسافة يحتاج إلى موقع: أضف رمزك البريدي أو بلدتك إلى ملفك الشخصي، أو مرّر {param}<الرمز البريدي أو البلدة>.", keep: { param: "near=" } },
  "Invalid cursor": { es: "Cursor no válido", ar: "مؤشر الصفحات غير صالح" },
  [TOO_MUCH_GONE]: { es: "Ya hay más que eso reservado o llevado", ar: "حُجز أو أُخذ بالفعل أكثر من ذلك" },
  [NO_SHARED_PHOTO]: { es: "No se compartió ninguna foto", ar: "لم تتم مشاركة أي صورة" },
  [BOX_TOO_LARGE]: { es: "Esta zona es demasiado grande para este zoom: aleja el mapa o pide una zona más pequeña", ar: "هذا المربع كبير جدًا لمستوى التكبير هذا: صغّر الخريطة أو اطلب مربعًا أصغر" },
  [NOT_HIDDEN]: { es: "Este anuncio no está oculto", ar: "هذا الإعلان غير مخفي" },
  [UNKNOWN_NEAR]: { es: "No encontramos ese lugar. Prueba con un código ZIP de EE. UU. o 'localidad, estado'.", ar: "لم نعثر على ذلك المكان. جرّب رمزًا بريديًا أمريكيًا أو «البلدة، الولاية»." },
  [NO_DELETE]: { es: "No tienes permiso para eliminar este anuncio", ar: "ليس لديك إذن بحذف هذا الإعلان" },
  [NO_EDIT]: { es: "No tienes permiso para editar este anuncio", ar: "ليس لديك إذن بتعديل هذا الإعلان" },
  // lib/mail (the development outbox)
  "Not Found": { es: "No encontrado", ar: "غير موجود" },
  // lib/messages
  [CLIENT_ID_REUSED]: { es: "Este {field} ya se usó para otro mensaje", ar: "سبق استخدام {field} هذا لرسالة أخرى", keep: { field: "client_id" } },
  [CANNOT_MESSAGE_SELF]: { es: "No puedes enviarte un mensaje a ti mismo", ar: "لا يمكنك إرسال رسالة إلى نفسك" },
  // lib/moderation
  [DAYS_MSG]: { es: "{field} debe ser un número entero de 1 a 3650, o {null} para una expulsión", ar: "يجب أن يكون {field} عددًا صحيحًا من 1 إلى 3650، أو {null} للحظر الدائم", keep: { field: "days", null: "null" } },
  "decision is uphold or drop": { es: "{field} es {uphold} o {drop}", ar: "قيمة {field} هي {uphold} أو {drop}", keep: { field: "decision", uphold: "uphold", drop: "drop" } },
  [DISPUTE_NOT_FOUND]: { es: "Reclamación no encontrada", ar: "الاعتراض غير موجود" },
  "Enter the gardener's e-mail address": { es: "Escribe la dirección de correo electrónico del jardinero", ar: "أدخل عنوان البريد الإلكتروني للبستاني" },
  [REASON_REQUIRED]: { es: "Indica un motivo: queda en el registro de auditoría", ar: "اذكر سببًا: يُحفظ في سجل التدقيق" },
  [NO_SUCH_GARDENER]: { es: "No hay ningún jardinero con este correo electrónico", ar: "لا يوجد بستاني بهذا البريد الإلكتروني" },
  [REPORT_NOT_FOUND]: { es: "Denuncia no encontrada", ar: "البلاغ غير موجود" },
  [LISTINGS_ONLY]: { es: "Esta acción se aplica a un anuncio o una nota de agradecimiento denunciados", ar: "ينطبق هذا الإجراء على إعلان أو رسالة شكر مُبلَّغ عنهما" },
  [MESSAGES_ONLY]: { es: "Esta acción se aplica a un mensaje denunciado", ar: "ينطبق هذا الإجراء على رسالة مُبلَّغ عنها" },
  [DISPUTE_DECIDED]: { es: "Esta reclamación ya se resolvió", ar: "سبق الفصل في هذا الاعتراض" },
  [NOT_VERIFIED]: { es: "Este jardinero aún no ha confirmado su dirección de correo electrónico: solo las direcciones confirmadas pueden moderar", ar: "لم يؤكد هذا البستاني عنوان بريده الإلكتروني بعد: لا يشرف إلا أصحاب العناوين المؤكدة" },
  [ALREADY_HANDLED]: { es: "Esta denuncia ya se atendió", ar: "سبقت معالجة هذا البلاغ" },
  [NOT_YOURSELF_4]: { es: "No puedes suspenderte a ti mismo", ar: "لا يمكنك تعليق حسابك بنفسك" },
  // lib/notifications
  [INVALID_UNSUBSCRIBE_LINK]: { es: "Este enlace para darte de baja no es válido.", ar: "رابط إلغاء الاشتراك هذا غير صالح." },
  // lib/outage.ts: the database does not answer
  [UNAVAILABLE]: { es: "El servicio no está disponible por el momento. Vuelve a intentarlo en un momento.", ar: "الخدمة غير متاحة مؤقتًا. حاول مرة أخرى بعد قليل." },
  // lib/places
  "Enter a postcode or town": { es: "Escribe un código postal o una localidad", ar: "أدخل رمزًا بريديًا أو بلدة" },
  "Enter at most 100 characters": { es: "Escribe como máximo 100 caracteres", ar: "أدخل 100 حرف على الأكثر" },
  // lib/push
  [SUBSCRIPTION_NOT_FOUND]: { es: "Suscripción push no encontrada", ar: "اشتراك الإشعارات غير موجود" },
  [BAD_ENDPOINT]: { es: "El endpoint push debe ser una URL {https} en un host público", ar: "يجب أن تكون نقطة الإشعارات عنوانًا بصيغة {https} على خادم عام", keep: { https: "https" } },
  [ENDPOINT_TAKEN]: { es: "Este endpoint push está registrado en otro dispositivo", ar: "نقطة الإشعارات هذه مسجلة لجهاز آخر" },
  // lib/queue: first refusals
  [NOT_OFFERED]: { es: "Solo el jardinero al que se le ofreció puede responder", ar: "لا يجيب إلا البستاني الذي عُرض عليه" },
  [OWN_LISTING]: { es: "Este anuncio es tuyo: resérvalo para un jardinero", ar: "هذا إعلانك أنت: احجزه لبستاني بدلًا من ذلك" },
  [OFFER_CLOSED]: { es: "Esta oferta ya no está abierta", ar: "لم يعد هذا العرض متاحًا" },
  [OFFER_LAPSED]: { es: "Esta oferta caducó: ha pasado al siguiente en la fila", ar: "انتهت مهلة هذا العرض: انتقل إلى التالي في الدور" },
  [SUSPENDED]: { es: "Tu cuenta no puede recibir anuncios por ahora", ar: "لا يمكن لحسابك أخذ إعلانات حاليًا" },
  // lib/rate-limit.ts
  [RATE_LIMITED]: { es: "Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.", ar: "طلبات كثيرة جدًا. انتظر قليلًا ثم حاول مرة أخرى." },
  // lib/reports
  "Choose a reason": { es: "Elige un motivo", ar: "اختر سببًا" },
  "Choose what you are reporting": { es: "Elige qué estás denunciando", ar: "اختر ما الذي تبلّغ عنه" },
  "Message not found": { es: "Mensaje no encontrado", ar: "الرسالة غير موجودة" },
  "Thank-you note not found": { es: "Nota de agradecimiento no encontrada", ar: "رسالة الشكر غير موجودة" },
  [NOT_YOURSELF_2]: { es: "No puedes denunciarte a ti mismo", ar: "لا يمكنك الإبلاغ عن نفسك" },
  [ALREADY_REPORTED_2]: { es: "Ya denunciaste esto", ar: "سبق أن أبلغت عن هذا" },
  // lib/seasons
  [NEEDS_PLACE]: { es: "Las temporadas necesitan un lugar: añade tu código postal o localidad a tu perfil, o pasa {param}<código postal o localidad>.", ar: "المواسم تحتاج إلى مكان: أضف رمزك البريدي أو بلدتك إلى ملفك الشخصي، أو مرّر {param}<الرمز البريدي أو البلدة>.", keep: { param: "place=" } },
  // lib/seed-lots
  "Choose a variety from the catalogue": { es: "Elige una variedad del catálogo", ar: "اختر صنفًا من الفهرس" },
  [UNKNOWN_VARIETY]: { es: "Elige una variedad del catálogo, como cultivo/variedad (p. ej. {example})", ar: "اختر صنفًا من الفهرس بالصيغة محصول/صنف (مثل {example})", keep: { example: "tomato/brandywine" } },
  "Choose open-pollinated, hybrid or unknown": { es: "Elige polinización abierta, híbrida o desconocida", ar: "اختر: تلقيح مفتوح أو هجين أو غير معروف" },
  "Choose where the seed came from: saved, bought, swapped or library": { es: "Elige de dónde vienen las semillas: guardadas, compradas, intercambiadas o de una biblioteca de semillas", ar: "اختر مصدر البذور: محفوظة أو مشتراة أو متبادلة أو من مكتبة بذور" },
  "Enter their e-mail address": { es: "Escribe su dirección de correo electrónico", ar: "أدخل عنوان بريده الإلكتروني" },
  "More came up than you sowed? Check the numbers": { es: "¿Brotaron más de las que sembraste? Revisa los números", ar: "نبت أكثر مما زرعت؟ راجع الأرقام" },
  [NOT_A_SEED_LISTING]: { es: "Solo un anuncio de semillas puede llevar un lote de semillas", ar: "لا يحمل دفعة بذور إلا إعلان بذور" },
  [NOT_YOUR_LOT]: { es: "Solo el jardinero que tiene este lote puede informar de cómo brotó", ar: "لا يبلّغ عن نتيجة إنبات هذه الدفعة إلا البستاني الذي يملكها" },
  [PARENT_NOT_FOUND]: { es: "Lote de origen no encontrado: revisa el código de su etiqueta", ar: "الدفعة الأصلية غير موجودة: تحقق من الرمز على ملصقها" },
  "Say how many came up": { es: "Indica cuántas brotaron", ar: "اذكر كم نبت منها" },
  "Say how many you sowed": { es: "Indica cuántas sembraste", ar: "اذكر كم زرعت" },
  "Say when the seed was saved, as YYYY-MM": { es: "Indica cuándo se guardaron las semillas, como {format}", ar: "اذكر متى حُفظت البذور بالصيغة {format}", keep: { format: "YYYY-MM" } },
  "Say whether they came true to type": { es: "Indica si salieron fieles a la variedad", ar: "اذكر هل جاءت مطابقة لصنفها" },
  [LOT_NOT_FOUND]: { es: "Lote de semillas no encontrado", ar: "دفعة البذور غير موجودة" },
  "Sow at most 10000 for one report": { es: "Siembra como máximo 10000 por informe", ar: "ازرع 10000 على الأكثر في التقرير الواحد" },
  [OTHER_CROP_PARENT]: { es: "El lote de origen es de otro cultivo", ar: "الدفعة الأصلية من محصول آخر" },
  [LISTING_HAS_LOT]: { es: "Este anuncio ya lleva un lote de semillas", ar: "يحمل هذا الإعلان دفعة بذور بالفعل" },
  [VARIETY_NOT_FOUND]: { es: "Variedad no encontrada", ar: "الصنف غير موجود" },
  [NOT_YOUR_SEED_LISTING]: { es: "Solo puedes añadir un lote de semillas a tu propio anuncio", ar: "لا يمكنك إضافة دفعة بذور إلا إلى إعلانك أنت" },
  [NOT_YOUR_LOT_TO_GIVE]: { es: "Solo puedes registrar regalos de tus propios lotes de semillas", ar: "لا يمكنك تسجيل هدايا إلا من دفعات بذورك أنت" },
  [ALREADY_REPORTED]: { es: "Ya informaste de cómo brotó este lote", ar: "سبق أن أبلغت عن نتيجة إنبات هذه الدفعة" },
  // lib/seo
  "Not found": { es: "No encontrado", ar: "غير موجود" },
  // lib/swap-days
  "A description is at most 2000 characters": { es: "La descripción tiene como máximo 2000 caracteres", ar: "الوصف 2000 حرف على الأكثر" },
  [TOO_LONG]: { es: "Un día de intercambio dura como máximo 12 horas", ar: "يستمر يوم التبادل 12 ساعة على الأكثر" },
  "A title is at most 120 characters": { es: "El título tiene como máximo 120 caracteres", ar: "العنوان 120 حرفًا على الأكثر" },
  "An address is at most 200 characters": { es: "La dirección tiene como máximo 200 caracteres", ar: "العنوان 200 حرف على الأكثر" },
  [NOT_YOUR_AVAILABLE_LISTING]: { es: "Trae tus propios anuncios que sigan disponibles", ar: "أحضر إعلاناتك أنت التي لا تزال متاحة" },
  [CAPACITY_INVALID]: { es: "La capacidad es un número entero de 1 a 10000", ar: "السعة عدد صحيح من 1 إلى 10000" },
  [TOO_FAR]: { es: "Elige una fecha dentro del próximo año", ar: "اختر تاريخًا خلال السنة القادمة" },
  [NOT_AN_ATTENDEE]: { es: "Elige a un jardinero que haya ido a este día de intercambio", ar: "اختر بستانيًا حضر يوم التبادل هذا" },
  [IN_THE_PAST]: { es: "Elige una hora que aún no haya pasado", ar: "اختر وقتًا لم يأتِ بعد" },
  "gave is a list of {listing_id, user_id}": { es: "{field} es una lista de {item}", ar: "{field} قائمة من {item}", keep: { field: "gave", item: "{listing_id, user_id}" } },
  [WHEN_INVALID]: { es: "Indica una fecha y hora {iso}, p. ej. {example}", ar: "أدخل تاريخًا ووقتًا بصيغة {iso}، مثل {example}", keep: { iso: "ISO", example: "2026-12-06T10:00:00Z" } },
  [TITLE_REQUIRED]: { es: "Ponle un título al día de intercambio", ar: "اختر عنوانًا ليوم التبادل" },
  "got is a list of listing ids": { es: "{field} es una lista de ids de anuncios", ar: "{field} قائمة بمعرّفات إعلانات", keep: { field: "got" } },
  [NOT_YOUR_WISH]: { es: "Solo puedes marcar tus propios deseos", ar: "لا يمكنك أن تختار إلا أمنياتك أنت" },
  [ADMINS_ONLY_2]: { es: "Solo el propietario y los administradores del grupo pueden organizar sus días de intercambio", ar: "لا يخطّط لأيام تبادل المجموعة إلا مالكها ومديروها" },
  [ORGANISERS_ONLY]: { es: "Solo quien lo organiza o los administradores del grupo pueden cancelar este día de intercambio", ar: "لا يلغي يوم التبادل هذا إلا منظّمه أو مديرو المجموعة" },
  [NOT_GIVEN_TO_YOU]: { es: "Solo se puede confirmar lo que quedó registrado como entregado a ti", ar: "لا يمكن تأكيد إلا ما سُجّل على أنه أُعطي لك" },
  [PLACE_REQUIRED]: { es: "Indica dónde: una localidad o un código postal", ar: "اذكر المكان: بلدة أو رمز بريدي" },
  [NOT_GOING]: { es: "Primero di que vas a ir", ar: "قل أولًا إنك ستحضر" },
  [EVENT_NOT_FOUND]: { es: "Día de intercambio no encontrado", ar: "يوم التبادل غير موجود" },
  [TOO_LATE]: { es: "Los intercambios se pueden registrar hasta 30 días después del día de intercambio", ar: "يمكن تسجيل التبادلات حتى 30 يومًا بعد يوم التبادل" },
  [ORDER]: { es: "El día de intercambio debe terminar después de empezar", ar: "يجب أن ينتهي يوم التبادل بعد أن يبدأ" },
  [EVENT_OVER]: { es: "Este día de intercambio ya terminó", ar: "انتهى يوم التبادل هذا" },
  [EVENT_CANCELLED]: { es: "Este día de intercambio se canceló", ar: "أُلغي يوم التبادل هذا" },
  [NOT_BROUGHT]: { es: "Marca solo lo que trajiste a este día de intercambio y todavía tienes", ar: "حدّد فقط ما أحضرته إلى يوم التبادل هذا ولا يزال معك" },
  [UNKNOWN_PLACE_2]: { es: "No encontramos ese lugar. Prueba con un código postal o 'localidad, estado'.", ar: "لم نعثر على ذلك المكان. جرّب رمزًا بريديًا أو «البلدة، الولاية»." },
  [NOT_STARTED]: { es: "Puedes registrar intercambios cuando haya empezado el día de intercambio", ar: "يمكنك تسجيل التبادلات بعد أن يبدأ يوم التبادل" },
  [TOO_MANY]: { es: "Ya tienes 10 días de intercambio próximos: deja pasar algunos primero", ar: "لديك بالفعل 10 أيام تبادل قادمة: انتظر حتى يُعقد بعضها أولًا" },
  [NOT_IN_GOOD_STANDING]: { es: "Tu cuenta no puede participar en días de intercambio por ahora", ar: "لا يمكن لحسابك المشاركة في أيام التبادل حاليًا" },
  // lib/trades: reserving, handing over, thanks
  [GLUT_REFUSALS.helpYourself]: { es: "El autoservicio en la puerta no admite reservas: quien se lleva algo dice lo que se llevó", ar: "الأخذ الذاتي من عند الباب لا يقبل الحجز: من يأخذ شيئًا يذكر ما أخذه" },
  [DISPUTE_NOTE_TOO_LONG]: { es: "La nota tiene como máximo 500 caracteres", ar: "الملاحظة 500 حرف على الأكثر" },
  [PORTION_NEEDS_WHOLE_WINDOW]: { es: "La hora de recogida va con un anuncio entero: reserva la porción y luego acordad la hora en el chat", ar: "موعد الاستلام يخص الإعلان كاملًا: احجز الحصة ثم اتفقا على الموعد في المحادثة" },
  [THANKS_LOCKED]: { es: "Un agradecimiento solo se puede editar durante 7 días", ar: "لا يمكن تعديل رسالة الشكر إلا خلال 7 أيام" },
  [THANKS_TOO_LONG]: { es: "Un agradecimiento tiene como máximo 280 caracteres", ar: "رسالة الشكر 280 حرفًا على الأكثر" },
  [WINDOW_INVALID]: { es: "Una franja es {window}: fechas y horas {iso}, con el final después del inicio", ar: "الفترة هي {window}: تاريخ ووقت بصيغة {iso}، والنهاية بعد البداية", keep: { window: '{"start", "end"}', iso: "ISO" } },
  [WINDOW_TOO_LONG]: { es: "Una franja dura como máximo 24 horas", ar: "تمتد الفترة 24 ساعة على الأكثر" },
  [GLUT_REFUSALS.gone]: { es: "Ya no queda nada", ar: "نفدت الكمية كلها" },
  [WINDOW_TOO_FAR]: { es: "Elige una hora dentro de los próximos 90 días", ar: "اختر وقتًا خلال الأيام التسعين القادمة" },
  [USER_REQUIRED]: { es: "Elige al jardinero", ar: "اختر البستاني" },
  "Choose the gardener who got it, or someone else": { es: "Elige al jardinero que lo recibió, u otra persona", ar: "اختر البستاني الذي حصل عليه، أو شخصًا آخر" },
  [GLUT_REFUSALS.ownGlut]: { es: "Este excedente es tuyo", ar: "هذا الفائض لك أنت" },
  "listing_id is a listing's id": { es: "{field} es el id de un anuncio", ar: "{field} هو معرّف إعلان", keep: { field: "listing_id" } },
  [NO_PORTION_RESERVED]: { es: "No hay ninguna porción de este excedente reservada para ese jardinero", ar: "لا توجد حصة من هذا الفائض محجوزة لذلك البستاني" },
  [GLUT_REFUSALS.notHelpYourself]: { es: "Solo el autoservicio en la puerta admite «Me llevé…»: pídeselo a quien lo regala", ar: "الأخذ الذاتي من عند الباب وحده يقبل «أخذت…»: اطلب من صاحب العرض بدلًا من ذلك" },
  [NOT_YOUR_LISTING]: { es: "Solo el propietario puede hacer esto", ar: "لا يستطيع فعل هذا إلا المالك" },
  "Only the two gardeners of a trade can thank each other": { es: "Solo los dos jardineros de un intercambio pueden darse las gracias", ar: "لا يتبادل الشكر إلا البستانيان طرفا التبادل" },
  [RESERVE_AFTER_POSTING]: { es: "Publícalo como disponible y luego resérvalo para un jardinero con quien hayas hablado: {call} con {body}", ar: "انشره متاحًا، ثم احجزه لبستاني تحدثت معه: {call} مع {body}", keep: { call: "POST /api/listings/{id}/reserve", body: '{"user_id"}' } },
  "Reserve it for the gardener you are talking to, not yourself": { es: "Resérvalo para el jardinero con quien estás hablando, no para ti", ar: "احجزه للبستاني الذي تتحدث معه، لا لنفسك" },
  "role is giver or receiver": { es: "{field} es {giver} o {receiver}", ar: "قيمة {field} هي {giver} أو {receiver}", keep: { field: "role", giver: "giver", receiver: "receiver" } },
  "Say what happened, in a few words": { es: "Cuenta qué pasó, en pocas palabras", ar: "قل ما حدث في كلمات قليلة" },
  [PORTION_RELEASE_NEEDS_GARDENER]: { es: "Indica de quién es la porción que quieres liberar: {field}", ar: "اذكر صاحب الحصة التي تريد إلغاء حجزها: {field}", keep: { field: "user_id" } },
  [PORTION_GIVEN_NEEDS_GARDENER]: { es: "Indica de quién es la porción que entregaste: {field}", ar: "اذكر صاحب الحصة التي سلّمتها: {field}", keep: { field: "user_id" } },
  "status is in_progress or done": { es: "{field} es {a} o {b}", ar: "قيمة {field} هي {a} أو {b}", keep: { field: "status", a: "in_progress", b: "done" } },
  [WINDOW_PAST]: { es: "Esa hora ya pasó: elige una más tarde", ar: "انقضى ذلك الموعد: اختر موعدًا لاحقًا" },
  [WINDOW_ORDER]: { es: "La franja debe terminar después de empezar", ar: "يجب أن تنتهي الفترة بعد أن تبدأ" },
  [WINDOW_AFTER_UNTIL]: { es: "La franja debe terminar antes del último día del anuncio (disponible hasta)", ar: "يجب أن تنتهي الفترة بحلول آخر يوم للإعلان (متاح حتى)" },
  [LINK_INVALID]: { es: "Este enlace ya no es válido. Abre el anuncio para renovarlo o marcarlo como agotado.", ar: "هذا الرابط لم يعد صالحًا. افتح الإعلان لتجديده أو لتعليمه بأنه انتهى." },
  [NO_OPEN_TRADE]: { es: "Este anuncio no tiene ningún intercambio que confirmar", ar: "لا يوجد تبادل لتأكيده في هذا الإعلان" },
  [ALREADY_COMPLETED]: { es: "Este anuncio ya está completado", ar: "هذا الإعلان مكتمل بالفعل" },
  [HANDED_OVER]: { es: "Este anuncio ya se entregó", ar: "سبق تسليم هذا الإعلان" },
  [GLUT_REFUSALS.notAGlut]: { es: "Este anuncio es una sola cosa para un solo jardinero: resérvalo sin porción", ar: "هذا الإعلان شيء واحد لبستاني واحد: احجزه دون تحديد حصة" },
  "with_user_id is a gardener's id": { es: "{field} es el id de un jardinero", ar: "{field} هو معرّف بستاني", keep: { field: "with_user_id" } },
  [THANKS_REQUIRED]: { es: "Escribe unas palabras", ar: "اكتب بضع كلمات" },
  [NOT_TALKED]: { es: "Solo puedes intercambiar con un jardinero con quien hayas hablado", ar: "لا يمكنك التبادل إلا مع بستاني تحدثت معه" },
  [NOT_RECEIVED_YET]: { es: "Puedes dar las gracias cuando se confirme el intercambio", ar: "يمكنك تقديم الشكر بعد تأكيد التبادل" },
  [ALREADY_DISPUTED]: { es: "Ya reclamaste esta ausencia", ar: "سبق أن اعترضت على عدم الحضور هذا" },
  [ALREADY_THANKED]: { es: "Ya diste las gracias por este intercambio", ar: "سبق أن قدّمت الشكر على هذا التبادل" },
  "You have not thanked for this trade yet": { es: "Todavía no has dado las gracias por este intercambio", ar: "لم تقدّم الشكر على هذا التبادل بعد" },
  // lib/validation: the shared schemas
  [GLUT_MSG.bothModes]: { es: "El autoservicio en la puerta no tiene sorteo: elige uno de los dos", ar: "الأخذ الذاتي من عند الباب لا يتضمن قرعة: اختر أحدهما" },
  "Address must be at most 200 characters": { es: "La dirección debe tener como máximo 200 caracteres", ar: "يجب ألا يزيد العنوان على 200 حرف" },
  "Apt must be at most 50 characters": { es: "El piso o apartamento debe tener como máximo 50 caracteres", ar: "يجب ألا يزيد رقم الشقة على 50 حرفًا" },
  [BAD_BBOX]: { es: "{field} debe ser oeste,sur,este,norte en grados, con oeste < este y sur < norte", ar: "يجب أن يكون {field} بالصيغة غرب،جنوب،شرق،شمال بالدرجات، على أن يكون الغرب أصغر من الشرق والجنوب أصغر من الشمال", keep: { field: "bbox" } },
  [GLUT_MSG.fairChanceLater]: { es: "Elige una hora dentro de los próximos 7 días", ar: "اختر وقتًا خلال الأيام السبعة القادمة" },
  [GLUT_MSG.fairChance]: { es: "Elige una hora como {example}", ar: "اختر وقتًا مثل {example}", keep: { example: "2026-07-01T18:00:00Z" } },
  "City is required": { es: "La ciudad es obligatoria", ar: "المدينة مطلوبة" },
  "City must be at most 100 characters": { es: "La ciudad debe tener como máximo 100 caracteres", ar: "يجب ألا يزيد اسم المدينة على 100 حرف" },
  [CLIENT_ID_INVALID]: { es: "{field} debe tener de 8 a 64 letras, dígitos, '-' o '_'", ar: "يجب أن يتكون {field} من 8 إلى 64 حرفًا أو رقمًا أو '-' أو '_'", keep: { field: "client_id" } },
  [UNKNOWN_CROP]: { es: "{field} debe ser el identificador de un cultivo o de un grupo de cultivos, como {examples}", ar: "يجب أن يكون {field} معرّف محصول أو مجموعة محاصيل، مثل {examples}", keep: { field: "crop", examples: "courgette, squash" } },
  "Current password is required": { es: "La contraseña actual es obligatoria", ar: "كلمة المرور الحالية مطلوبة" },
  [MSG.descriptionMax]: { es: "La descripción debe tener como máximo 1000 caracteres", ar: "يجب ألا يزيد الوصف على 1000 حرف" },
  "Description must be text": { es: "La descripción debe ser texto", ar: "يجب أن يكون الوصف نصًا" },
  [MSG.wantTitle]: { es: "Cada elemento debe tener al menos 3 caracteres", ar: "يجب أن يتكون كل عنصر من 3 أحرف على الأقل" },
  [MSG.wantTitleMax]: { es: "Cada elemento debe tener como máximo 100 caracteres", ar: "يجب ألا يزيد كل عنصر على 100 حرف" },
  "Email is required": { es: "El correo electrónico es obligatorio", ar: "البريد الإلكتروني مطلوب" },
  "endpoint is too long": { es: "{field} es demasiado largo", ar: "{field} طويل جدًا", keep: { field: "endpoint" } },
  "First name is required": { es: "El nombre es obligatorio", ar: "الاسم الأول مطلوب" },
  [GLUT_MSG.needsQuantity]: { es: "Indica primero una cantidad", ar: "حدّد الكمية أولًا" },
  [GROUPS_FORMAT]: { es: "{field} debe ser una lista de ids de grupos", ar: "يجب أن يكون {field} قائمة بمعرّفات مجموعات", keep: { field: "groups" } },
  "ids must be notification ids": { es: "{field} deben ser ids de notificaciones", ar: "يجب أن تكون {field} معرّفات إشعارات", keep: { field: "ids" } },
  "ids must not be empty": { es: "{field} no debe estar vacío", ar: "يجب ألا تكون {field} فارغة", keep: { field: "ids" } },
  "Invalid email address": { es: "Dirección de correo electrónico no válida", ar: "عنوان البريد الإلكتروني غير صالح" },
  "Invalid email format": { es: "Formato de correo electrónico no válido", ar: "صيغة البريد الإلكتروني غير صالحة" },
  "Invalid input": { es: "Entrada no válida", ar: "إدخال غير صالح" },
  "keys are required": { es: "{field} son obligatorias", ar: "{field} مطلوبة", keep: { field: "keys" } },
  // lib/validation/settings.ts names the field in its messages ("First name", "Last name").
  "First name must be text": { es: "El nombre debe ser texto", ar: "يجب أن يكون الاسم الأول نصًا" },
  "First name must be at most 100 characters": { es: "El nombre debe tener como máximo 100 caracteres", ar: "يجب ألا يزيد الاسم الأول على 100 حرف" },
  "Last name must be text": { es: "Los apellidos deben ser texto", ar: "يجب أن يكون اسم العائلة نصًا" },
  "Last name must be at most 100 characters": { es: "Los apellidos deben tener como máximo 100 caracteres", ar: "يجب ألا يزيد اسم العائلة على 100 حرف" },
  "Last name is required": { es: "Los apellidos son obligatorios", ar: "اسم العائلة مطلوب" },
  [LISTING_NOT_FOUND]: { es: "Anuncio no encontrado", ar: "الإعلان غير موجود" },
  [MATCH_RADIUS_MSG]: { es: "El radio de coincidencias debe ser un número entero de km de 1 a 500, o cualquier lugar", ar: "يجب أن يكون نطاق المطابقة عددًا صحيحًا من الكيلومترات من 1 إلى 500، أو «في أي مكان»" },
  [GLUT_MSG.maxOverQuantity]: { es: "El máximo por persona no puede ser mayor que la cantidad", ar: "لا يمكن أن يزيد الحد الأقصى للشخص على الكمية" },
  [MESSAGE_EMPTY]: { es: "El mensaje no puede estar vacío", ar: "لا يمكن أن تكون الرسالة فارغة" },
  "Must be text": { es: "Debe ser texto", ar: "يجب أن يكون نصًا" },
  "Must be true or false": { es: "Debe ser verdadero o falso", ar: "يجب أن تكون القيمة صحيحة أو خاطئة" },
  "New password is required": { es: "La nueva contraseña es obligatoria", ar: "كلمة المرور الجديدة مطلوبة" },
  "New password is required.": { es: "La nueva contraseña es obligatoria.", ar: "كلمة المرور الجديدة مطلوبة." },
  [NOTHING_TO_CHANGE]: { es: "Nada que cambiar: envía {fields}", ar: "لا شيء لتغييره: أرسل {fields}", keep: { fields: "first_name, last_name, units, currency, language" } },
  "Password is required": { es: "La contraseña es obligatoria", ar: "كلمة المرور مطلوبة" },
  [PASSWORD_TOO_LONG]: { es: "La contraseña es demasiado larga", ar: "كلمة المرور طويلة جدًا" },
  "Password must be at least 8 characters long": { es: "La contraseña debe tener al menos 8 caracteres", ar: "يجب أن تتكون كلمة المرور من 8 أحرف على الأقل" },
  "Password must be at least 8 characters long.": { es: "La contraseña debe tener al menos 8 caracteres.", ar: "يجب أن تتكون كلمة المرور من 8 أحرف على الأقل." },
  "Password must be at most 200 characters long": { es: "La contraseña debe tener como máximo 200 caracteres", ar: "يجب ألا تزيد كلمة المرور على 200 حرف" },
  "Passwords do not match": { es: "Las contraseñas no coinciden", ar: "كلمتا المرور غير متطابقتين" },
  "Passwords do not match.": { es: "Las contraseñas no coinciden.", ar: "كلمتا المرور غير متطابقتين." },
  [UNTIL_TOO_SOON]: { es: "Elige una fecha a partir de mañana", ar: "اختر تاريخًا بدءًا من الغد" },
  [MSG.wantAtLeastOne]: { es: "Añade al menos un elemento a tu lista de deseos", ar: "أضف عنصرًا واحدًا على الأقل إلى قائمة أمنياتك" },
  "Please confirm your password": { es: "Confirma tu contraseña", ar: "أكّد كلمة المرور" },
  "Postcode must be at least 5 characters.": { es: "El código postal debe tener al menos 5 caracteres.", ar: "يجب أن يتكون الرمز البريدي من 5 أحرف على الأقل." },
  "Postcode must be at most 16 characters.": { es: "El código postal debe tener como máximo 16 caracteres.", ar: "يجب ألا يزيد الرمز البريدي على 16 حرفًا." },
  "Price must be a number": { es: "El precio debe ser un número", ar: "يجب أن يكون السعر رقمًا" },
  [MSG.priceMax]: { es: "El precio debe ser como máximo 1000000", ar: "يجب ألا يزيد السعر على 1000000" },
  [MSG.type]: { es: "El tipo debe ser venta (1), intercambio (2) o regalo (3)", ar: "يجب أن يكون النوع بيعًا (1) أو مبادلة (2) أو هدية (3)" },
  [MSG.category]: { es: "La categoría debe ser productos (1), semillas (2) o plantas (3)", ar: "يجب أن تكون الفئة منتجات (1) أو بذورًا (2) أو نباتات (3)" },
  [MSG.state]: { es: "El estado debe ser disponible (1), reservado (2) o completado (3)", ar: "يجب أن تكون الحالة متاحًا (1) أو محجوزًا (2) أو مكتملًا (3)" },
  [GLUT_MSG.maxPerPerson]: { es: "El máximo por persona debe ser un número mayor que 0", ar: "يجب أن يكون الحد الأقصى للشخص رقمًا أكبر من 0" },
  [GLUT_MSG.portion]: { es: "La porción debe ser un número mayor que 0", ar: "يجب أن تكون الحصة رقمًا أكبر من 0" },
  [MSG.sellPrice]: { es: "El precio debe ser mayor que 0 en los anuncios de venta", ar: "يجب أن يكون السعر أكبر من 0 في إعلانات البيع" },
  "request_id must be a friend request id": { es: "{field} debe ser el id de una solicitud de amistad", ar: "يجب أن يكون {field} معرّف طلب صداقة", keep: { field: "request_id" } },
  "Reset token is required.": { es: "El token de restablecimiento es obligatorio.", ar: "رمز إعادة التعيين مطلوب." },
  "Search is limited to 50 characters": { es: "La búsqueda está limitada a 50 caracteres", ar: "البحث محدود بخمسين حرفًا" },
  "Send {\"ids\": [...]} or {\"all\": true}": { es: "Envía {ids} o {all}", ar: "أرسل {ids} أو {all}", keep: { ids: '{"ids": [...]}', all: '{"all": true}' } },
  [VISIBILITY_NEEDS]: { es: "Envía {a}, {b} o ambos", ar: "أرسل {a} أو {b} أو كليهما", keep: { a: "is_public", b: "groups" } },
  [RADIUS_OR_TRAVEL]: { es: "Envía {a} o {b}, no ambos", ar: "أرسل {a} أو {b}، لا كليهما", keep: { a: "within_km", b: "travel" } },
  "sort must be newest, oldest, highest, lowest or distance": { es: "{field} debe ser {values}", ar: "يجب أن تكون قيمة {field} إحدى القيم {values}", keep: { field: "sort", values: "newest, oldest, highest, lowest, distance" } },
  "State is required": { es: "El estado o la provincia es obligatorio", ar: "الولاية أو المحافظة مطلوبة" },
  "State must be at most 100 characters": { es: "El estado o la provincia debe tener como máximo 100 caracteres", ar: "يجب ألا يزيد اسم الولاية أو المحافظة على 100 حرف" },
  [NUL_REFUSED]: { es: "El texto no debe contener caracteres {nul}", ar: "يجب ألا يحتوي النص على محارف {nul}", keep: { nul: "NUL" } },
  [MSG.titleRequired]: { es: "El título es obligatorio", ar: "العنوان مطلوب" },
  [MSG.titleMin]: { es: "El título debe tener al menos 3 caracteres", ar: "يجب أن يتكون العنوان من 3 أحرف على الأقل" },
  [MSG.titleMax]: { es: "El título debe tener como máximo 120 caracteres", ar: "يجب ألا يزيد العنوان على 120 حرفًا" },
  [BAD_TRAVEL]: { es: "{field} debe ser {walk} o {cycle}, con {minutes} de 1 a 60", ar: "يجب أن تكون قيمة {field} إما {walk} أو {cycle}، مع {minutes} من 1 إلى 60", keep: { field: "travel", walk: "walk", cycle: "cycle", minutes: "minutes" } },
  "type_id must be 1, 2 or 3": { es: "{field} debe ser 1, 2 o 3", ar: "يجب أن تكون قيمة {field} هي 1 أو 2 أو 3", keep: { field: "type_id" } },
  "Units must be \"km\" or \"mi\"": { es: "Las unidades deben ser {km} o {mi}", ar: "يجب أن تكون الوحدات {km} أو {mi}", keep: { km: '"km"', mi: '"mi"' } },
  [UNKNOWN_CELL]: { es: "Celda desconocida: usa un id de celda de {path}", ar: "خلية غير معروفة: استخدم معرّف خلية من {path}", keep: { path: "/api/listings/cells" } },
  [UNTIL_FORMAT]: { es: "Usa una fecha como 2026-05-31", ar: "استخدم تاريخًا مثل 2026-05-31" },
  "Username can only contain letters, numbers, and underscores": { es: "El nombre de usuario solo puede contener letras, números y guiones bajos", ar: "لا يمكن أن يحتوي اسم المستخدم إلا على حروف وأرقام وشرطات سفلية" },
  "Username is required": { es: "El nombre de usuario es obligatorio", ar: "اسم المستخدم مطلوب" },
  "Username must be at least 3 characters long": { es: "El nombre de usuario debe tener al menos 3 caracteres", ar: "يجب أن يتكون اسم المستخدم من 3 أحرف على الأقل" },
  "Username must be at most 30 characters long": { es: "El nombre de usuario debe tener como máximo 30 caracteres", ar: "يجب ألا يزيد اسم المستخدم على 30 حرفًا" },
  [BAD_RADIUS]: { es: "{field} debe ser un número mayor que 0 y como máximo 500", ar: "يجب أن يكون {field} رقمًا أكبر من 0 و500 على الأكثر", keep: { field: "within_km" } },
  [MSG.wantMax]: { es: "Puedes tener como máximo 5 elementos por categoría", ar: "يمكنك إضافة 5 عناصر على الأكثر في كل فئة" },
  [NOT_YOUR_GROUP]: { es: "Solo puedes compartir con grupos de los que eres miembro", ar: "لا يمكنك المشاركة إلا مع المجموعات التي أنت عضو فيها" },
  [BAD_ZOOM]: { es: "{field} debe ser un número de 0 a 24", ar: "يجب أن يكون {field} رقمًا من 0 إلى 24", keep: { field: "zoom" } },
  // lib/wants: wish lists
  [WANT_NOT_FOUND]: { es: "Deseo no encontrado", ar: "الأمنية غير موجودة" },
  [NO_DELETE_WANT]: { es: "No tienes permiso para eliminar este deseo", ar: "ليس لديك إذن بحذف هذه الأمنية" },
  [NO_EDIT_WANT]: { es: "No tienes permiso para editar este deseo", ar: "ليس لديك إذن بتعديل هذه الأمنية" },
  // lib/work-slots.ts: the server is full
  "The server is busy. Please try again in a moment.": { es: "El servidor está ocupado. Vuelve a intentarlo en un momento.", ar: "الخادم مشغول. حاول مرة أخرى بعد قليل." },
};

/** "2 kg", "3 bunches" (lib/validation/glut-units amountText) in the listing page's words. */
function amountIn(amount: string, locale: Other): string {
  const m = /^(\S+) (kg|bunch|bunches|each|plant|plants|packet|packets)$/.exec(amount);
  return m ? fill(MESSAGES[locale].marketGlut[m[2] as "kg"], { n: m[1] }) : amount;
}

/** "1 day", "12 days", "1 year", "3 years": how long a crop keeps (lib/crops/keeping.ts). */
function spanIn(span: string, locale: Other): string {
  const m = /^(\d+) (day|year)s?$/.exec(span);
  if (!m) return span;
  const n = Number(m[1]);
  const day = m[2] === "day";
  if (locale === "es") return `${n} ${day ? (n === 1 ? "día" : "días") : n === 1 ? "año" : "años"}`;
  if (n === 1) return day ? "يوم واحد" : "سنة واحدة";
  if (n === 2) return day ? "يومين" : "سنتين";
  return n <= 10 ? `${n} ${day ? "أيام" : "سنوات"}` : `${n} ${day ? "يومًا" : "سنة"}`;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** "12 June 2026 at 14:05" (the end of a suspension, en-GB, UTC: lib/auth suspensionMessage) in `locale`. */
function dateIn(date: string, locale: Other): string {
  const m = /^(\d{1,2}) (\w+) (\d{4}) at (\d{1,2}):(\d{2})$/.exec(date);
  const month = m ? MONTHS.indexOf(m[2]) : -1;
  if (!m || month < 0) return date;
  const when = new Date(Date.UTC(Number(m[3]), month, Number(m[1]), Number(m[4]), Number(m[5])));
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(when);
}

/** zod's own words for a size (its default messages, where a schema gave none). */
const ZOD_UNITS: Record<string, Said> = { characters: { es: "caracteres", ar: "حرفًا" }, items: { es: "elementos", ar: "عنصرًا" }, bytes: { es: "bytes", ar: "بايت" }, entries: { es: "entradas", ar: "مدخلًا" } };
const zodSize = { cmp: (v: string, l: Other) => (v === "exactly " ? (l === "es" ? "exactamente " : "بالضبط ") : v), unit: (v: string, l: Other) => ZOD_UNITS[v]?.[l] ?? v };
const ZOD_SIZE_MATCH = { cmp: "<=|>=|<|>|exactly ", origin: "\\w+", unit: "characters|items|bytes|entries" };

export const PATTERNS: Pattern[] = [
  // The query's and body's fields, by name.
  { en: "{field} must be true or false", es: "{field} debe ser {true} o {false}", ar: "يجب أن تكون قيمة {field} إما {true} أو {false}", keep: { true: "true", false: "false" } },
  { en: "{field} is required", es: "{field} es obligatorio", ar: "{field} مطلوب" },
  { en: "{field} must be at most {n} characters", es: "{field} debe tener como máximo {n} caracteres", ar: "يجب ألا يزيد {field} على {n} حرفًا" },
  { en: "{field} must be a user id", es: "{field} debe ser el id de un usuario", ar: "يجب أن يكون {field} معرّف مستخدم" },
  { en: "{field} must be a listing id", es: "{field} debe ser el id de un anuncio", ar: "يجب أن يكون {field} معرّف إعلان" },
  { en: "{field} must be a message id", es: "{field} debe ser el id de un mensaje", ar: "يجب أن يكون {field} معرّف رسالة" },
  { en: "{field} must be a positive whole number", es: "{field} debe ser un número entero positivo", ar: "يجب أن يكون {field} عددًا صحيحًا موجبًا" },
  { en: "{field} must be a whole number from {min} to {max}", es: "{field} debe ser un número entero de {min} a {max}", ar: "يجب أن يكون {field} عددًا صحيحًا من {min} إلى {max}" },
  { en: "{field} must be a number of 0 or more", es: "{field} debe ser un número igual o mayor que 0", ar: "يجب أن يكون {field} رقمًا يساوي 0 أو أكثر" },
  { en: "{field} must be between {min} and {max}", es: "{field} debe estar entre {min} y {max}", ar: "يجب أن يكون {field} بين {min} و{max}" },
  { en: "Limit must be between {min} and {max}", es: "El límite debe estar entre {min} y {max}", ar: "يجب أن يكون الحد بين {min} و{max}" },
  { en: "{field} is a list of ids", es: "{field} es una lista de ids", ar: "{field} قائمة معرّفات" },
  { en: "At most {n} {field}", es: "Como máximo {n} {field}", ar: "{field}: {n} على الأكثر" },
  { en: "At most {n} groups", es: "Como máximo {n} grupos", ar: "{n} مجموعة على الأكثر" },
  { en: "At most {n} ids at once", es: "Como máximo {n} ids a la vez", ar: "{n} معرّفًا على الأكثر في المرة الواحدة" },
  { en: "At most {n} pickup windows", es: "Como máximo {n} franjas de recogida", ar: "{n} فترات استلام على الأكثر" },
  { en: "{field} must be base64url", es: "{field} debe estar en {encoding}", ar: "يجب أن يكون {field} بترميز {encoding}", keep: { encoding: "base64url" } },
  { en: "{field} has the wrong length", es: "{field} tiene una longitud incorrecta", ar: "طول {field} غير صحيح" },
  { en: "{field} must be an object of switches", es: "{field} debe ser un objeto de interruptores", ar: "يجب أن يكون {field} كائنًا من المفاتيح" },
  { en: "{field} is one of {options}", es: "{field} es uno de: {options}", ar: "قيمة {field} إحدى القيم: {options}" },
  { en: "{field} must be one of: {options}", es: "{field} debe ser uno de: {options}", ar: "يجب أن تكون قيمة {field} إحدى القيم: {options}" },
  { en: "{field} may contain {options}", es: "{field} puede contener {options}", ar: "يمكن أن يحتوي {field} على {options}" },
  { en: "Language must be one of: {options}", es: "El idioma debe ser uno de: {options}", ar: "يجب أن تكون اللغة إحدى القيم: {options}" },
  { en: "Currency must be one of {options}", es: "La moneda debe ser una de: {options}", ar: "يجب أن تكون العملة إحدى القيم: {options}" },
  { en: "Unit is one of {options}", es: "La unidad es una de: {options}", ar: "الوحدة إحدى القيم: {options}" },
  // Limits the code fills in (groupDigits: "2,000").
  { en: "Message must be at most {n} characters", es: "El mensaje debe tener como máximo {n} caracteres", ar: "يجب ألا تزيد الرسالة على {n} حرفًا" },
  { en: "Keep the note under {n} characters", es: "La nota debe tener menos de {n} caracteres", ar: "اجعل الملاحظة أقل من {n} حرفًا" },
  { en: "Quantity must be a number greater than 0 and at most {n}", es: "La cantidad debe ser un número mayor que 0 y como máximo {n}", ar: "يجب أن تكون الكمية رقمًا أكبر من 0 و{n} على الأكثر" },
  // Sentences with a value of their own.
  { en: FULL, es: "Este día de intercambio está completo ({n} de {n} asistentes). Vuelve a intentarlo más tarde: alguien podría darse de baja.", ar: "يوم التبادل هذا مكتمل ({n} من {n} سيحضرون). حاول مرة أخرى لاحقًا: قد ينسحب أحدهم." },
  { en: HELD_FOR_SWAP_DAY, es: "Reservado para el día de intercambio «{title}»: se podrá reservar cuando ese día termine", ar: "محجوز ليوم التبادل «{title}»: يمكن حجزه بعد انتهاء ذلك اليوم" },
  { en: GLUT_REFUSALS.overRemaining, es: "Solo quedan {left}", ar: "لم يتبقَّ إلا {left}", match: { left: ".+" }, values: { left: amountIn } },
  { en: GLUT_REFUSALS.overMax, es: "Es más de lo que puede llevarse un jardinero: hasta {max}", ar: "هذا أكثر مما يحق لبستاني واحد: حتى {max}", match: { max: ".+" }, values: { max: amountIn } },
  {
    en: RESERVE_NEEDS_GARDENER,
    es: "Para reservar hace falta el jardinero al que va destinado: usa {post}{id}{reserve} con {body} (alguien con quien hayas hablado)",
    ar: "يتطلب الحجز البستاني المحجوز له: استخدم {post}{id}{reserve} مع {body} (شخصًا تحدثت معه)",
    keep: { post: "POST /api/listings/", reserve: "/reserve", body: '{"user_id"}' },
  },
  { en: "This account is suspended until {end} UTC.", es: "Esta cuenta está suspendida hasta el {end} ({utc}).", ar: "هذا الحساب موقوف حتى {end} ({utc}).", keep: { utc: "UTC" }, values: { end: dateIn } },
  // "Available until" past a crop's keeping (lib/validation/freshness.ts, lib/crops/keeping.ts).
  { en: "Pick a date no later than {date}", es: "Elige una fecha no posterior al {date}", ar: "اختر تاريخًا لا يتجاوز {date}" },
  { en: "{because}: pick a date no later than {date}", es: "{because}: elige una fecha no posterior al {date}", ar: "{because}: اختر تاريخًا لا يتجاوز {date}", values: { because: (v, l) => sayIn(v, l) } },
  { en: "{crop} keeps about {span} once picked", es: "{crop} se conserva alrededor de {span} una vez cosechado", ar: "يبقى {crop} صالحًا نحو {span} بعد قطفه", match: { span: "\\d+ days?" }, values: { span: spanIn } },
  { en: "{crop} seed keeps about {span}", es: "Las semillas de {crop} se conservan alrededor de {span}", ar: "تبقى بذور {crop} صالحة نحو {span}", match: { span: "\\d+ years?" }, values: { span: spanIn } },
  // zod's own messages, where a schema gave none.
  { en: "Invalid input: expected {expected}, received {received}", es: "Entrada no válida: se esperaba {expected} y se recibió {received}", ar: "إدخال غير صالح: المتوقع {expected} والمستلَم {received}", match: { expected: "\\w+", received: "\\w+" } },
  { en: "Invalid input: expected {value}", es: "Entrada no válida: se esperaba {value}", ar: "إدخال غير صالح: المتوقع {value}" },
  { en: "Invalid option: expected one of {options}", es: "Opción no válida: se esperaba una de {options}", ar: "خيار غير صالح: المتوقع إحدى القيم {options}" },
  { en: "Too big: expected {origin} to have {cmp}{n} {unit}", es: "Demasiado grande: se esperaba que {origin} tuviera {cmp}{n} {unit}", ar: "كبير جدًا: المتوقع أن يحتوي {origin} على {cmp}{n} {unit}", match: ZOD_SIZE_MATCH, values: zodSize },
  { en: "Too big: expected {origin} to be {cmp}{n}", es: "Demasiado grande: se esperaba que {origin} fuera {cmp}{n}", ar: "كبير جدًا: المتوقع أن يكون {origin} {cmp}{n}", match: ZOD_SIZE_MATCH, values: zodSize },
  { en: "Too small: expected {origin} to have {cmp}{n} {unit}", es: "Demasiado pequeño: se esperaba que {origin} tuviera {cmp}{n} {unit}", ar: "صغير جدًا: المتوقع أن يحتوي {origin} على {cmp}{n} {unit}", match: ZOD_SIZE_MATCH, values: zodSize },
  { en: "Too small: expected {origin} to be {cmp}{n}", es: "Demasiado pequeño: se esperaba que {origin} fuera {cmp}{n}", ar: "صغير جدًا: المتوقع أن يكون {origin} {cmp}{n}", match: ZOD_SIZE_MATCH, values: zodSize },
  {
    en: "Unrecognized key{plural}: {keys}",
    es: "{plural}: {keys}",
    ar: "{plural}: {keys}",
    match: { plural: "s?" },
    values: { plural: (s, l) => (l === "es" ? (s ? "Claves no reconocidas" : "Clave no reconocida") : s ? "مفاتيح غير معروفة" : "مفتاح غير معروف") },
  },
  { en: "Invalid string: must match pattern {pattern}", es: "Texto no válido: debe coincidir con el patrón {pattern}", ar: "نص غير صالح: يجب أن يطابق النمط {pattern}" },
  { en: "Invalid number: must be a multiple of {n}", es: "Número no válido: debe ser múltiplo de {n}", ar: "رقم غير صالح: يجب أن يكون من مضاعفات {n}" },
  { en: "Invalid value in {origin}", es: "Valor no válido en {origin}", ar: "قيمة غير صالحة في {origin}", match: { origin: "\\w+" } },
  { en: "Invalid key in {origin}", es: "Clave no válida en {origin}", ar: "مفتاح غير صالح في {origin}", match: { origin: "\\w+" } },
  { en: "Invalid {format}", es: "Formato no válido: {format}", ar: "صيغة غير صالحة: {format}", match: { format: "ISO datetime|ISO date|ISO time|ISO duration|email address|URL|UUID|base64url-encoded string|base64-encoded string|JSON string" } },
];

/** What a {name} may be when the pattern does not say: a field is a lowercase name (never an English sentence), a number is digits. */
const NUMBER = "-?\\d[\\d,.]*";
const SHAPES: Record<string, string> = { field: "[a-z][a-z0-9_]*(?:\\.[a-z0-9_]+)*", n: NUMBER, min: NUMBER, max: NUMBER, id: "\\d+", date: "\\d{4}-\\d{2}-\\d{2}" };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const exact = new Map(Object.entries(DETAILS));
const compiled = PATTERNS.map((p) => {
  const names: string[] = [];
  const source = p.en
    .split(/\{(\w+)\}/)
    .map((part, i) => {
      if (i % 2 === 0) return escape(part);
      names.push(part);
      return `(${p.match?.[part] ?? SHAPES[part] ?? ".+?"})`;
    })
    .join("");
  return { pattern: p, names, re: new RegExp(`^${source}$`) };
});

/** One English sentence in `locale`; one without a translation comes back as it is. */
export function sayIn(text: string, locale: Locale): string {
  if (locale === "en") return text;
  const said = exact.get(text);
  if (said) return fill(said[locale], said.keep ?? {});
  for (const { pattern, names, re } of compiled) {
    const m = re.exec(text);
    if (!m) continue;
    const values: Record<string, string> = { ...pattern.keep };
    names.forEach((name, i) => (values[name] = pattern.values?.[name]?.(m[i + 1], locale) ?? m[i + 1]));
    return fill(pattern[locale], values);
  }
  return text;
}

/** `detail` (a sentence, or a list of field issues) in `locale`; what has no translation stays English. */
export function detailIn(detail: unknown, locale: Locale): unknown {
  if (locale === "en") return detail;
  if (typeof detail === "string") return sayIn(detail, locale);
  if (Array.isArray(detail)) return detail.map((i) => (i && typeof i === "object" && typeof i.msg === "string" ? { ...i, msg: sayIn(i.msg, locale) } : i));
  return detail;
}
