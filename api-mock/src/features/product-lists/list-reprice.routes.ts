import { productListCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { ListRepriceService } from "./list-reprice.service";

/** Supplement 7 (re-price): a list copied into another country the caller holds. */
export function mountListRepriceRoutes(api: Api, reprice: ListRepriceService): void {
  mountCall(api, productListCalls.reprice, (c, { params, body }) =>
    reprice.reprice(userIdOf(c), params.id, body),
  );
}
