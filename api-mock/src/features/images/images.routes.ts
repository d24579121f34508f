import { IMAGE_360_FRAMES, IMAGE_WIDTHS } from "@catalogue/core/constants";
import { createRoute, z } from "@hono/zod-openapi";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import { type ImageWidth, isImageWidth, renderProductImage } from "../../seed/images/index";

/** The images are drawn from their id alone, so a browser may keep them for a day without asking again. */
const IMAGE_CACHE = "public, max-age=86400";

const imageRoute = createRoute({
  method: "get",
  path: "/images/{imageId}",
  tags: ["Images"],
  summary: "A product image as SVG, at a catalogue width; `frame` picks a view of a 360-degree set",
  request: {
    params: z.object({ imageId: z.string().regex(/^[a-z0-9-]{1,80}$/) }),
    query: z.object({
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
    }),
  },
  responses: {
    200: { description: "The image", content: { "image/svg+xml": { schema: z.string() } } },
    ...errorResponses(460),
  },
});

/** Core spec 9 / issue 5 item 4: product images, generated on the server by the seed's renderer; open and cacheable. */
export function mountImageRoutes(api: Api): void {
  api.openapi(imageRoute, (c) => {
    const { imageId } = c.req.valid("param");
    const { width, frame } = c.req.valid("query");
    const svg = renderProductImage({
      imageId,
      width: width as ImageWidth,
      ...(frame === undefined ? {} : { frame }),
    });
    return c.body(svg, 200, { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": IMAGE_CACHE });
  });
}
