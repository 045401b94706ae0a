/**
 * What the error boundaries say, in Spanish and Arabic, keyed by their English (issue 38): fetched by
 * components/ui/error-words.ts only when a boundary is shown. A line missing here stays English.
 * Arabic lines hold no Latin letters but GardenSwap (lib/i18n/language.test.ts's rule for the catalogue).
 */
export const SAID: Record<string, Record<string, string> | undefined> = {
  es: {
    // Every boundary
    "Try again": "Intentar de nuevo",
    "Go to Home": "Ir al inicio",
    // app/error.tsx
    "Something went wrong": "Algo ha fallado",
    "We couldn't load this page. Please try again in a moment.": "No hemos podido cargar esta página. Inténtalo de nuevo en un momento.",
    // app/global-error.tsx
    "Something went wrong · GardenSwap": "Algo ha fallado · GardenSwap",
    "GardenSwap is having a moment": "GardenSwap tiene un pequeño problema",
    "Something went wrong on our side. Please try again — your lists are safe.": "Algo ha fallado por nuestra parte. Inténtalo de nuevo: tus listas están a salvo.",
    // The pages' own boundaries (LoadError's message)
    Notifications: "Notificaciones",
    "Failed to load notifications. Please try again later.": "No se pudieron cargar las notificaciones. Inténtalo de nuevo más tarde.",
    "Failed to load data": "No se pudieron cargar los datos",
    "Failed to load profile data": "No se pudieron cargar los datos del perfil",
    "Failed to load your messages. Please try again later.": "No se pudieron cargar tus mensajes. Inténtalo de nuevo más tarde.",
    "Failed to fetch listings. Please try again later.": "No se pudieron obtener los anuncios. Inténtalo de nuevo más tarde.",
    "Failed to fetch listing details. Please try again later.": "No se pudieron obtener los detalles del anuncio. Inténtalo de nuevo más tarde.",
    "Failed to fetch data. Please try again later.": "No se pudieron obtener los datos. Inténtalo de nuevo más tarde.",
  },
  ar: {
    "Try again": "حاول مرة أخرى",
    "Go to Home": "الذهاب إلى الصفحة الرئيسية",
    "Something went wrong": "حدث خطأ ما",
    "We couldn't load this page. Please try again in a moment.": "تعذّر علينا تحميل هذه الصفحة. حاول مرة أخرى بعد قليل.",
    "Something went wrong · GardenSwap": "حدث خطأ ما · GardenSwap",
    "GardenSwap is having a moment": "يواجه GardenSwap عطلًا مؤقتًا",
    "Something went wrong on our side. Please try again — your lists are safe.": "حدث خطأ من جهتنا. حاول مرة أخرى — قوائمك في أمان.",
    Notifications: "الإشعارات",
    "Failed to load notifications. Please try again later.": "تعذّر تحميل الإشعارات. حاول مرة أخرى لاحقًا.",
    "Failed to load data": "تعذّر تحميل البيانات",
    "Failed to load profile data": "تعذّر تحميل بيانات الملف الشخصي",
    "Failed to load your messages. Please try again later.": "تعذّر تحميل رسائلك. حاول مرة أخرى لاحقًا.",
    "Failed to fetch listings. Please try again later.": "تعذّر جلب الإعلانات. حاول مرة أخرى لاحقًا.",
    "Failed to fetch listing details. Please try again later.": "تعذّر جلب تفاصيل الإعلان. حاول مرة أخرى لاحقًا.",
    "Failed to fetch data. Please try again later.": "تعذّر جلب البيانات. حاول مرة أخرى لاحقًا.",
  },
};
