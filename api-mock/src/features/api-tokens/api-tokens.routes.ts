import { apiTokenCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { ApiTokensService } from "./api-tokens.service";

/** The signed-in user's personal API tokens: create (secret answered once), list, revoke. */
export function mountApiTokenRoutes(api: Api, tokens: ApiTokensService): void {
  mountCall(api, apiTokenCalls.list, (c) => tokens.list(userIdOf(c), c.get("sessionUser")?.apiTokenId));
  mountCall(api, apiTokenCalls.create, (c, { body }) => tokens.create(userIdOf(c), body.name));
  mountCall(api, apiTokenCalls.revoke, async (c, { params }) => {
    await tokens.revoke(userIdOf(c), params.id);
    return undefined;
  });
}
