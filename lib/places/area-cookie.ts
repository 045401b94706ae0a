/** The cookie that keeps an anonymous visitor's browsing area in their own browser (lib/places/browsing-area.ts). */
export const AREA_COOKIE = "gs_area";
