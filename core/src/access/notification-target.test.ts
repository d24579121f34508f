import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NotificationType } from "../model/enums";
import { matchRoute } from "./match-route";
import { notificationTarget } from "./notification-target";

describe("notificationTarget (core spec 4.5)", () => {
  it("opens a privately shared list on the private list details", () => {
    expect(notificationTarget({ type: "PRIVATE_LIST_SHARED", listId: 12, userRoleChangeId: null })).toEqual({
      kind: "list",
      path: "/product-list/private/12",
    });
  });

  it("opens an updated country list on the country list details", () => {
    expect(notificationTarget({ type: "PUBLIC_LIST_UPDATED", listId: 7, userRoleChangeId: null })).toEqual({
      kind: "list",
      path: "/product-list/country/7",
    });
  });

  it("opens the role-change popup whenever a userRoleChangeId is set", () => {
    expect(notificationTarget({ type: "USER_ROLES_CHANGED", listId: null, userRoleChangeId: 3 })).toEqual({
      kind: "roleChange",
      roleChangeId: 3,
    });
  });

  it("opens nothing for a list notification without a list", () => {
    expect(notificationTarget({ type: "PRIVATE_LIST_SHARED", listId: null, userRoleChangeId: null })).toEqual(
      {
        kind: "none",
      },
    );
  });

  it("property: a list target is always a path of the route table's list details", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NotificationType.options),
        fc.option(fc.integer({ min: 1, max: 1_000_000 })),
        fc.option(fc.integer({ min: 1, max: 1_000_000 })),
        (type, listId, userRoleChangeId) => {
          const target = notificationTarget({ type, listId, userRoleChangeId });
          if (userRoleChangeId !== null) expect(target.kind).toBe("roleChange");
          if (target.kind !== "list") return;
          const match = matchRoute(target.path);
          expect(["privateProductListDetails", "countryProductListDetails"]).toContain(match?.name);
          expect(match?.params.productListId).toBe(String(listId));
        },
      ),
    );
  });
});
