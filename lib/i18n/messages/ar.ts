import type { Messages } from "./en";
import { market } from "./areas/market";
import { posting } from "./areas/posting";
import { account } from "./areas/account";
import { talk } from "./areas/talk";
import { people } from "./areas/people";
import { community } from "./areas/community";
import { trades } from "./areas/trades";
import { mail } from "./areas/mail";
import { pages } from "./areas/pages";

/** العربية (issue 38): the same keys as English; pages in it are laid out right to left (dir="rtl"). */
export const ar: Messages = {
  shell: {
    skipToContent: "انتقل إلى المحتوى",
    mainNav: "الرئيسية",
    myLists: "قوائمي",
    message: "الرسائل",
    marketplace: "السوق",
    profile: "ملفي",
    unread: "غير مقروءة",
    login: "تسجيل الدخول",
    tagline: "تبادل البذور والنباتات والمحاصيل مع جيرانك.",
    logout: "تسجيل الخروج",
  },
  footer: {
    about: "عن GardenSwap",
    help: "مساعدة",
    guidelines: "إرشادات المجتمع",
    privacy: "الخصوصية",
    terms: "الشروط",
    language: "اللغة",
  },
  categories: { produce: "محاصيل", seeds: "بذور", plants: "نباتات" },
  distance: {
    under: "على أقل من {n} {unit}",
    about: "على نحو {n} {unit}",
    over: "على أكثر من {n} {unit}",
    km: "كم",
    miles: "{n, plural, one {ميل} two {ميلين} few {أميال} many {ميلًا} other {ميل}}",
  },
  email: {
    tagline: "GardenSwap: سوق الحي المجاني لمن يزرعون في بيوتهم.",
    why: "تصلك هذه الرسالة لأن إشعارات البريد الإلكتروني مفعّلة في حسابك.",
    unsubscribe: "إلغاء الاشتراك",
    orChange: "(بنقرة واحدة، دون تسجيل الدخول) أو غيّر ذلك من",
    profile: "ملفك",
  },
  matchEmail: {
    subjectOne: "شيء من قائمة أمنياتك: {item}",
    subjectMany: "{count} من الأشياء الجديدة لقائمة أمنياتك",
    headingOne: "{item} متاح الآن",
    previewOne: "لدى {where} {item} ({category})، وهو من قائمة أمنياتك.",
    previewMany: "لدى {count} من البستانيين قربك شيء من قائمة أمنياتك.",
    hi: "مرحبًا {user}،",
    goodNewsOne: "أخبار سارة: نشر {where} للتو <strong>{item}</strong> في {category}. إنه يطابق شيئًا في قائمة أمنياتك.",
    goodNewsMany: "أخبار سارة: منذ رسالتنا الأخيرة نشر بستانيون أشياء تطابق قائمة أمنياتك.",
    sellerIn: "{seller} في {city}",
    away: "{where} ({distance})",
    offeredBy: "{category} · يعرضه {where}",
    matchesWish: "يطابق أمنيتك «{wish}»",
    messageSeller: "راسل البائع",
    seeAll: "كل إشعاراتك في التطبيق:",
  },
  push: {
    newMessage: "رسالة جديدة من {name}",
    newMessages: "{count} رسائل جديدة من {name}",
  },
  settings: {
    title: "الإعدادات",
    back: "‹ الملف الشخصي",
    sectionsNav: "أقسام الإعدادات",
    details: "بياناتك الشخصية",
    detailsIntro: "يبقى اسم المستخدم ‎@{username}‎ كما هو؛ به يعرفك البستانيون الآخرون.",
    location: "الموقع",
    locationIntro: "مدينتك ورمزك البريدي يحددان مكانك تقريبيًا؛ لا أحد يرى عنوانك.",
    distances: "المسافات",
    distancesIntro: "وحدة واحدة في كل مكان: السوق والإعلانات والبستانيون والرسائل الإلكترونية.",
    prices: "الأسعار",
    pricesIntro: "عملة الأسعار التي تطلبها. تبقى أسعار البستانيين الآخرين بعملتهم.",
    language: "اللغة",
    languageIntro: "لغة صفحاتك ورسائلك الإلكترونية وإشعاراتك.",
    languageLegend: "اعرض GardenSwap بلغة",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    notifications: "الإشعارات",
    blocked: "البستانيون المحظورون",
    data: "معلوماتك",
    dataIntro: "كل ما يحتويه حسابك في ملف JSON واحد: الملف الشخصي والإعلانات والأمنيات والرسائل والأصدقاء والتبادلات والملاحظات والإشعارات والحظر والبلاغات.",
    download: "تنزيل بياناتي",
    delete: "حذف الحساب",
    deleteIntro: "يحذف حسابك وكل ما فيه نهائيًا.",
    saved: "تم الحفظ",
  },
  ...market.ar,
  ...posting.ar,
  ...account.ar,
  ...talk.ar,
  ...people.ar,
  ...community.ar,
  ...trades.ar,
  ...mail.ar,
  ...pages.ar,
};
