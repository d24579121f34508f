import type { ImageWidth } from "@catalogue/core/api";
import { imageCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { renderProductImage } from "../../seed/images/index";

/** The images are drawn from their id alone, so a browser may keep them for a day without asking again. */
const IMAGE_CACHE = "public, max-age=86400";

/** Core spec 9: product images, generated on the server by the seed's renderer; open and cacheable. */
export function mountImageRoutes(api: Api): void {
  mountCall(api, imageCalls.image, (c, { params, query }) => {
    const svg = renderProductImage({
      imageId: params.imageId,
      // The query schema admits only the catalogue widths.
      width: query.width as ImageWidth,
      ...(query.frame === undefined ? {} : { frame: query.frame }),
    });
    return c.body(svg, 200, { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": IMAGE_CACHE });
  });
}
