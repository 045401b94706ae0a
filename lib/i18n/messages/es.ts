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

/** Español (issue 38): the same keys as English, in the words a gardener in Spain or Mexico would use. */
export const es: Messages = {
  shell: {
    skipToContent: "Saltar al contenido",
    mainNav: "Principal",
    myLists: "mis listas",
    message: "mensajes",
    marketplace: "mercado",
    profile: "Perfil",
    unread: "sin leer",
    login: "Entrar",
    tagline: "Intercambia semillas, plantas y cosechas con tus vecinos.",
    logout: "Salir",
  },
  footer: {
    about: "Sobre GardenSwap",
    help: "Ayuda",
    guidelines: "Normas de la comunidad",
    privacy: "Privacidad",
    terms: "Condiciones",
    language: "Idioma",
  },
  categories: { produce: "cosechas", seeds: "semillas", plants: "plantas" },
  distance: {
    under: "a menos de {n} {unit}",
    about: "a unos {n} {unit}",
    over: "a más de {n} {unit}",
    km: "km",
    miles: "{n, plural, one {milla} other {millas}}",
  },
  email: {
    tagline: "GardenSwap: el mercado vecinal y gratuito de quienes cultivan en casa.",
    why: "Recibes este correo porque tienes activadas las notificaciones por correo.",
    unsubscribe: "Darte de baja",
    orChange: "(un clic, sin iniciar sesión) o cámbialo en tu",
    profile: "perfil",
  },
  matchEmail: {
    subjectOne: "Algo de tu lista de deseos: {item}",
    subjectMany: "{count} novedades para tu lista de deseos",
    headingOne: "{item} te está esperando",
    previewOne: "{where} tiene {item} ({category}), algo de tu lista de deseos.",
    previewMany: "{count} jardineros cerca de ti tienen algo de tu lista de deseos.",
    hi: "Hola, {user}:",
    goodNewsOne: "Buenas noticias: {where} acaba de publicar <strong>{item}</strong> en {category}. Coincide con algo de tu lista de deseos.",
    goodNewsMany: "Buenas noticias: desde nuestro último correo, otros jardineros han publicado cosas de tu lista de deseos.",
    sellerIn: "{seller} en {city}",
    away: "{where} ({distance})",
    offeredBy: "{category} · de {where}",
    matchesWish: "Coincide con tu deseo «{wish}»",
    messageSeller: "escribir al vendedor",
    seeAll: "Todas tus notificaciones, en la aplicación:",
  },
  push: {
    newMessage: "Nuevo mensaje de {name}",
    newMessages: "{count} mensajes nuevos de {name}",
  },
  settings: {
    title: "Ajustes",
    back: "‹ Perfil",
    sectionsNav: "Secciones de ajustes",
    details: "Tus datos personales",
    detailsIntro: "Tu nombre de usuario @{username} no cambia; los demás jardineros te conocen por él.",
    location: "Ubicación",
    locationIntro: "Tu ciudad y tu código postal te sitúan de forma aproximada; nadie ve tu dirección.",
    distances: "Distancias",
    distancesIntro: "Una sola unidad en todas partes: el mercado, los anuncios, los jardineros y los correos.",
    prices: "Precios",
    pricesIntro: "La moneda de los precios que pides. Los precios de los demás jardineros siguen en su propia moneda.",
    language: "Idioma",
    languageIntro: "El idioma de tus páginas, correos y notificaciones.",
    languageLegend: "Mostrar GardenSwap en",
    email: "Correo electrónico",
    password: "Contraseña",
    notifications: "Notificaciones",
    blocked: "Jardineros bloqueados",
    data: "Tu información",
    dataIntro: "Todo lo que guarda tu cuenta, en un solo archivo JSON: perfil, anuncios, deseos, mensajes, amigos, intercambios, notas, notificaciones, bloqueos e informes.",
    download: "Descargar mis datos",
    delete: "Eliminar la cuenta",
    deleteIntro: "Elimina tu cuenta y todo lo que contiene, para siempre.",
    saved: "Guardado",
  },
  ...market.es,
  ...posting.es,
  ...account.es,
  ...talk.es,
  ...people.es,
  ...community.es,
  ...trades.es,
  ...mail.es,
  ...pages.es,
};
