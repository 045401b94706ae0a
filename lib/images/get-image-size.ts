import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { imageSize } from "./index";

/** A stored image's pixel size for a page's Open Graph tags (`images/<hash>.webp`); null for anything else. */
export const getImageSize = defineUseCase({
  name: "images.size",
  caller: "anyone",
  input: z.object({ path: z.string().nullish() }),
  run: (_viewer, { path }) => imageSize(path),
});
