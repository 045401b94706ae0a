import { listingCropKeys, wishCrops } from "./resolve";

/** The crop columns of a listing with this title: spread into every insert, and every update that sets the title. */
export const listingCropColumns = (title: string) => ({ crops: listingCropKeys(title) });

/** The crop columns of a wish with this title. */
export const wishCropColumns = (title: string) => wishCrops(title);
