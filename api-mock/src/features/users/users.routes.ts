import { userCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import { csvStream } from "./users-csv";
import type { UsersQueryService } from "./users-query.service";

/** Supplement 7 (Users): the users tables, their CSV downloads, one user and the share dialogs' lookup. */
export function mountUserQueryRoutes(api: Api, users: UsersQueryService): void {
  const tabs = [
    ["internals", userCalls.internals, userCalls.internalsCsv],
    ["externals", userCalls.externals, userCalls.externalsCsv],
  ] as const;
  for (const [tab, page, csv] of tabs) {
    mountCall(api, page, (c, { query }) => users.page(userIdOf(c), tab, query));
    mountCall(api, csv, async (c, { query }) => {
      const entries = await users.csvEntries(userIdOf(c), tab, { ...query, page: 0, size: 1 });
      return c.body(csvStream(entries), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="users-${tab}.csv"`,
        "Cache-Control": "no-store",
      });
    });
  }
  mountCall(api, userCalls.autocomplete, (c, { query }) =>
    users.autocomplete(userIdOf(c), false, query.search, query.size),
  );
  mountCall(api, userCalls.scpAutocomplete, (c, { query }) =>
    users.autocomplete(userIdOf(c), true, query.search, query.size),
  );
  mountCall(api, userCalls.details, (c, { params }) => users.details(userIdOf(c), params.id));
}
