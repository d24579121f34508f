import { productCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { sendKeptJson } from "../../http/json-answers";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { ProductsService } from "./products.service";

/** Supplement 7 ("Products"): the product detail, list and version calls. */
export function mountProductDetailRoutes(api: Api, products: ProductsService, publicUrl: string): void {
  // Document links are absolute on the configured public URL, never on the request's Host header. The answers
  // are sent as the JSON bytes the service keeps (and their compressed copies), not serialised again per request.
  mountCall(api, productCalls.details, async (c, { params }) =>
    sendKeptJson(c, await products.details(userIdOf(c), params.id, publicUrl)),
  );
  mountCall(api, productCalls.detailsByTitle, async (c, { query }) =>
    sendKeptJson(c, await products.detailsByTitle(userIdOf(c), query.title, query.subtitle, publicUrl)),
  );
  mountCall(api, productCalls.cards, (c, { body }) => products.list(userIdOf(c), body.ids));
  mountCall(api, productCalls.version, () => products.version());
}
