import * as z from "zod";
import { IMAGE_360_FRAMES, IMAGE_WIDTHS } from "../constants";

/** Core spec 9: one of the product image widths (156, 360, 720, 1080 px). */
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Core spec 9: true when `width` is one of the image widths the catalogue serves. */
export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/** Core spec 9 (GET /images/{imageId}): an image id of the catalogue (lower-case letters, digits, dashes). */
export const ImageIdParam = z.object({
  imageId: z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]{1,80}$/),
});
export type ImageIdParam = z.infer<typeof ImageIdParam>;

/** Core spec 9 (GET /images/{imageId}): one of the catalogue widths (360 when absent) and a frame of the 360° view. */
export const ImageQuery = z.object({
  width: z.coerce
    .number()
    .int()
    .refine(isImageWidth, { message: `one of ${IMAGE_WIDTHS.join(", ")}` })
    .default(360),
  frame: z.coerce
    .number()
    .int()
    .min(0)
    .max(IMAGE_360_FRAMES - 1)
    .optional(),
});
export type ImageQuery = z.infer<typeof ImageQuery>;
