"use client";

/** SPEC §9: at most 3 MB, longest side 1920, quality 0.9 lowered by 0.1 down to 0.2. */
export const MAX_IMAGE_BYTES = 3 * 1024 * 1024;
export const MAX_DIMENSION = 1920;
export const TOO_LARGE_MESSAGE = "Couldn't compress below 3 MB; please choose a smaller image.";
export const PROCESSING_FAILED_MESSAGE = "Image processing failed.";

/**
 * What the photo notices say (issue 38): the catalogue's "detailsPhoto" (lib/i18n/messages/areas/details.ts),
 * which the form's server parent hands down (`await getWords("detailsPhoto")`); no catalogue ships here.
 */
export type PhotoWords = { notAnImage: string; tooLarge: string; processingFailed: string };
/** The English, for callers that pass no words (the SPEC's sentences, verbatim). */
export const PHOTO_WORDS: PhotoWords = { notAnImage: "Please choose an image file.", tooLarge: TOO_LARGE_MESSAGE, processingFailed: PROCESSING_FAILED_MESSAGE };

export type CompressResult = { file: File; error?: undefined; notice?: string } | { file?: undefined; error: string };

/**
 * Shrinks a picked photo in the browser before upload. Non-images are refused; if the browser
 * cannot decode it, the original file is used (SPEC §8) with a notice.
 */
export async function compressImage(file: File, words: PhotoWords = PHOTO_WORDS): Promise<CompressResult> {
  if (!file.type.startsWith("image/")) return { error: words.notAnImage };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file.size <= MAX_IMAGE_BYTES ? { file, notice: words.processingFailed } : { error: words.tooLarge };
  }
  try {
    const scale = Math.min(1, MAX_DIMENSION / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    for (let q = 0.9; q >= 0.2 - 1e-9; q -= 0.1) {
      const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, "image/jpeg", q));
      if (blob && blob.size <= MAX_IMAGE_BYTES) {
        return { file: new File([blob], file.name.replace(/\.\w+$/, "") + ".jpg", { type: "image/jpeg" }) };
      }
    }
    return { error: words.tooLarge };
  } catch {
    return file.size <= MAX_IMAGE_BYTES ? { file, notice: words.processingFailed } : { error: words.tooLarge };
  } finally {
    bitmap.close();
  }
}
