import { countrySharingCalls, privateSharingCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { SharedType, SharingService } from "./sharing.service";

const AREAS = [
  { type: "privateShare", calls: privateSharingCalls },
  { type: "countryShare", calls: countrySharingCalls },
] as const satisfies readonly { type: SharedType; calls: unknown }[];

/** Supplement 7 ("Country sharing", "Private sharing"). */
export function mountSharingRoutes(api: Api, sharing: SharingService): void {
  for (const { type, calls } of AREAS) {
    mountCall(api, calls.list, (c) => sharing.sharedLists(userIdOf(c), type));
    mountCall(api, calls.details, (c, { params }) => sharing.details(userIdOf(c), params.id, type));
    mountCall(api, calls.elements, (c, { params }) => sharing.elements(userIdOf(c), params.id, type));
    mountCall(api, calls.remove, async (c, { params }) => {
      await sharing.remove(userIdOf(c), params.id, type);
      return undefined;
    });
    mountCall(api, calls.copy, (c, { params, body }) =>
      sharing.copy(userIdOf(c), params.id, type, body.title),
    );
  }
  mountCall(api, privateSharingCalls.share, (c, { params, body }) =>
    sharing.sharePrivately(userIdOf(c), params.id, body, false),
  );
  mountCall(api, privateSharingCalls.scpShare, (c, { params, body }) =>
    sharing.sharePrivately(userIdOf(c), params.id, body, true),
  );
  mountCall(api, countrySharingCalls.share, (c, { params, body }) =>
    sharing.shareByCountry(userIdOf(c), params.id, body),
  );
  mountCall(api, countrySharingCalls.pin, (c, { params }) => sharing.pin(userIdOf(c), params.id, true));
  mountCall(api, countrySharingCalls.unpin, (c, { params }) => sharing.pin(userIdOf(c), params.id, false));
}
