import type { MetadataRoute } from "next";
import { webManifest } from "@/lib/pwa/manifest";

export default function manifest(): MetadataRoute.Manifest {
  return webManifest();
}
