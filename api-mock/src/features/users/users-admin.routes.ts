import { userAdminCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { ScpApprovalService } from "./scp-approval.service";
import type { UsersAdminService } from "./users-admin.service";
import type { UsersQueryService } from "./users-query.service";

/** Core spec 4.4 / 4.9 / 6, supplement 7 (Users, User): account and role administration, partner approval. */
export function mountUserAdminRoutes(
  api: Api,
  admin: UsersAdminService,
  scp: ScpApprovalService,
  query: UsersQueryService,
): void {
  const calls = userAdminCalls;
  // Every change answers the user as the actor now sees them.
  const after = async (actorId: number, id: number, change: Promise<void>) => {
    await change;
    return query.details(actorId, id);
  };
  mountCall(api, calls.update, (c, { params, body }) =>
    after(userIdOf(c), params.id, admin.updateAccount(userIdOf(c), params.id, body)),
  );
  mountCall(api, calls.changeEnable, (c, { params, body }) =>
    after(userIdOf(c), params.id, admin.changeEnable(userIdOf(c), params.id, body.enabled, body.version)),
  );
  mountCall(api, calls.changeRoles, (c, { params, body }) =>
    after(userIdOf(c), params.id, admin.changeRoles(userIdOf(c), params.id, body)),
  );
  mountCall(api, calls.upgradeToAdmin, (c, { params, query }) =>
    after(userIdOf(c), params.id, admin.upgradeToAdmin(userIdOf(c), params.id, query.version)),
  );
  mountCall(api, calls.demoteAll, (c, { params, query }) =>
    after(userIdOf(c), params.id, admin.demoteAll(userIdOf(c), params.id, query.version)),
  );
  mountCall(api, calls.setCountries, (c, { params, body }) =>
    after(userIdOf(c), params.id, admin.setPartnerCountries(userIdOf(c), params.id, body.countryIds)),
  );
  mountCall(api, calls.setOriginScpCountry, (c, { params, body }) =>
    after(userIdOf(c), params.id, admin.setOriginScpCountry(userIdOf(c), params.id, body.countryId)),
  );
  mountCall(api, calls.confirmScp, (c, { params, body }) =>
    after(userIdOf(c), params.id, scp.confirm(userIdOf(c), params.id, body)),
  );
  mountCall(api, calls.remove, async (c, { params, query }) => {
    await admin.remove(userIdOf(c), params.id, query.version);
    return undefined;
  });
  mountCall(api, calls.setScpAvailable, (c, { body }) => scp.setAvailable(userIdOf(c), body.countryIds));
  mountCall(api, calls.scpAvailable, async (c) => {
    await scp.assertAdmin(userIdOf(c));
    return scp.countries();
  });
}
