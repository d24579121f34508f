import {
  countrySharingCalls,
  countrySharingVersionedCalls,
  privateSharingCalls,
  privateSharingVersionedCalls,
} from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall, mountCalls } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { SharedType, SharingService } from "./sharing.service";

const AREAS = [
  { type: "privateShare", calls: privateSharingCalls, versions: privateSharingVersionedCalls },
  { type: "countryShare", calls: countrySharingCalls, versions: countrySharingVersionedCalls },
] as const satisfies readonly { type: SharedType; calls: unknown; versions: unknown }[];

/** Supplement 7 ("Country sharing", "Private sharing"). */
export function mountSharingRoutes(api: Api, sharing: SharingService): void {
  for (const { type, calls, versions } of AREAS) {
    mountCall(api, calls.list, (c) => sharing.sharedLists(userIdOf(c), type));
    mountCalls(api, [calls.details, versions.detailsV3], (c, { params }) =>
      sharing.details(userIdOf(c), params.id, type),
    );
    mountCalls(api, [calls.elements, versions.elementsV2, versions.elementsV3], (c, { params }) =>
      sharing.elements(userIdOf(c), params.id, type),
    );
    mountCall(api, calls.remove, async (c, { params }) => {
      await sharing.remove(userIdOf(c), params.id, type);
      return undefined;
    });
    mountCalls(api, [calls.copy, versions.copyV3], (c, { params, body }) =>
      sharing.copy(userIdOf(c), params.id, type, body.title),
    );
  }
  mountCalls(api, [privateSharingCalls.share, privateSharingVersionedCalls.shareV3], (c, { params, body }) =>
    sharing.sharePrivately(userIdOf(c), params.id, body, false),
  );
  mountCall(api, privateSharingCalls.scpShare, (c, { params, body }) =>
    sharing.sharePrivately(userIdOf(c), params.id, body, true),
  );
  mountCalls(api, [countrySharingCalls.share, countrySharingVersionedCalls.shareV3], (c, { params, body }) =>
    sharing.shareByCountry(userIdOf(c), params.id, body),
  );
  mountCall(api, countrySharingCalls.pin, (c, { params }) => sharing.pin(userIdOf(c), params.id, true));
  mountCall(api, countrySharingCalls.unpin, (c, { params }) => sharing.pin(userIdOf(c), params.id, false));
}
