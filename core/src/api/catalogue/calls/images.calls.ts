import { ImageIdParam, ImageQuery } from "../../images";
import { defineCall, file } from "../define-call";

/**
 * Core spec 9: product images, drawn from their id alone. Open without a session: an `<img>` cannot send the
 * bearer token of a cookie-less session, and the pictures hold nothing private.
 */
export const imageCalls = {
  image: defineCall({
    id: "images.image",
    method: "GET",
    path: "/images/{imageId}",
    tags: ["Images"],
    summary: "A product image as SVG, at a catalogue width; `frame` picks a view of a 360-degree set",
    params: ImageIdParam,
    query: ImageQuery,
    answer: file("image/svg+xml"),
    errors: [460],
    access: "public",
  }),
} as const;
