import { productCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { ProductsService } from "./products.service";

/** Supplement 7 ("Products"): the product detail, list and version calls. */
export function mountProductDetailRoutes(api: Api, products: ProductsService, publicUrl: string): void {
  // Document links are absolute on the configured public URL, never on the request's Host header. The answers
  // are sent as the JSON bytes the service keeps, not serialised again per request.
  const json = { "Content-Type": "application/json" };
  mountCall(api, productCalls.details, async (c, { params }) =>
    c.body(await products.details(userIdOf(c), params.id, publicUrl), 200, json),
  );
  mountCall(api, productCalls.detailsByTitle, async (c, { query }) =>
    c.body(await products.detailsByTitle(userIdOf(c), query.title, query.subtitle, publicUrl), 200, json),
  );
  mountCall(api, productCalls.cards, (c, { body }) => products.list(userIdOf(c), body.ids));
  mountCall(api, productCalls.version, () => products.version());
}
