import { productListCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { ProductListsService } from "./product-lists.service";

/**
 * Supplement 7 (product lists, pinned lists): the caller's personal lists and pins. `/product-lists/list` is
 * mounted before `/product-lists/{id}`, which would otherwise take "list" for an id.
 */
export function mountProductListRoutes(api: Api, lists: ProductListsService): void {
  mountCall(api, productListCalls.list, (c, { query }) => lists.lists(userIdOf(c), query.sort));
  mountCall(api, productListCalls.create, (c, { body }) => lists.create(userIdOf(c), body));
  mountCall(api, productListCalls.remove, (c, { body }) => lists.remove(userIdOf(c), body.ids));
  mountCall(api, productListCalls.update, (c, { params, body }) =>
    lists.update(userIdOf(c), params.id, body),
  );
  mountCall(api, productListCalls.get, (c, { params }) => lists.get(userIdOf(c), params.id));
  mountCall(api, productListCalls.copy, (c, { params }) => lists.copy(userIdOf(c), params.id));
  mountCall(api, productListCalls.copyWithTitle, (c, { params, body }) =>
    lists.copy(userIdOf(c), params.id, body),
  );
  mountCall(api, productListCalls.pin, (c, { params }) => lists.pin(userIdOf(c), params.id, true));
  mountCall(api, productListCalls.unpin, (c, { params }) => lists.pin(userIdOf(c), params.id, false));
  mountCall(api, productListCalls.pinned, (c) => lists.pinned(userIdOf(c)));
}
