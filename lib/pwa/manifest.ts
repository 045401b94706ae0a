import type { MetadataRoute } from "next";

/** The palette (app/globals.css): primary for the status bar, cream behind the splash screen. */
export const THEME_COLOR = "#501C19";
export const BACKGROUND_COLOR = "#FBF8F2";

/** Where a photo shared from the phone's gallery is posted (manifest share_target). */
export const SHARE_TARGET_PATH = "/share-target";
export const SHARE_TARGET_FIELD = "photo";

/** The web app manifest (served at /manifest.webmanifest by app/manifest.ts). */
export function webManifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "GardenSwap",
    short_name: "GardenSwap",
    description: "Swap seeds, plants and produce with your neighbours.",
    start_url: "/listings",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ["lifestyle", "shopping"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      { name: "New listing", short_name: "New listing", url: "/listings/new", icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }] },
      { name: "Messages", short_name: "Messages", url: "/messages", icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }] },
    ],
    share_target: {
      action: SHARE_TARGET_PATH,
      method: "POST",
      enctype: "multipart/form-data",
      params: { title: "title", text: "text", files: [{ name: SHARE_TARGET_FIELD, accept: ["image/*"] }] },
    },
  };
}
