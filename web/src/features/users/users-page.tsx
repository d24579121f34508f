import { referenceDataCalls } from "@catalogue/core/api/catalogue/calls/reference-data.calls";
import { userCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
import { runCall } from "@catalogue/core/api/client";
import { useEffect, useRef, useState } from "react";
import { useNavigation, useSearchParams } from "react-router-dom";
import { useCallQuery, useClientConfig, useReportCallFailure } from "../../lib/server-state";
import { useDebounced } from "../../lib/use-debounced";
import { saveFile } from "./save-file";
import { readUsersAddress, type UsersAddress, writeUsersAddress } from "./users-query";
import { type UsersTableState, UsersView } from "./users-view";

/** Typing pauses this long before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

const listCall = { internal: userCalls.internals, external: userCalls.externals } as const;
const csvCall = { internal: userCalls.internalsCsv, external: userCalls.externalsCsv } as const;

/** The users route: the table state lives in the address; the server searches, filters, sorts and pages. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const address = readUsersAddress(params);
  const { tab, query } = address;
  const [searchText, setSearchText] = useState(query.search ?? "");
  const search = useDebounced(searchText.trim(), SEARCH_DELAY_MS);
  const navigate = (next: UsersAddress) => setParams(writeUsersAddress(next));

  // Only a settled search changes the address: a tab change clears the search at once, and the old text still
  // settling must not come back into the new tab. Nor may it land while the user is already leaving for another
  // screen (a click on a row): it would cancel that navigation.
  const lastSearch = useRef(search);
  const navigating = useNavigation().state !== "idle";
  useEffect(() => {
    if (navigating || search === lastSearch.current) return;
    lastSearch.current = search;
    if (search === (query.search ?? "")) return;
    setParams(writeUsersAddress({ tab, query: { ...query, search: search || undefined, page: 0 } }), {
      replace: true,
    });
  }, [search, query, tab, setParams, navigating]);

  const page = useCallQuery(listCall[tab], { query });
  const internals = useCallQuery(
    userCalls.internals,
    { query: { page: 0, size: 1, sort: "NAME", direction: "asc" } },
    { keepsScreen: true },
  );
  const externals = useCallQuery(
    userCalls.externals,
    { query: { page: 0, size: 1, sort: "NAME", direction: "asc" } },
    { keepsScreen: true },
  );
  const countries = useCallQuery(referenceDataCalls.countries, {}, { keepsScreen: true });

  const config = useClientConfig();
  const report = useReportCallFailure();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const { page: _page, size: _size, ...filters } = query;
      saveFile(await runCall(config, csvCall[tab], { query: filters }), `users-${tab}.csv`);
    } catch (error) {
      report(error, { keepsScreen: true });
    } finally {
      setDownloading(false);
    }
  };

  const table: UsersTableState = page.data
    ? { kind: "ready", page: page.data }
    : page.isError
      ? { kind: "failed" }
      : { kind: "loading" };
  return (
    <UsersView
      address={address}
      searchText={searchText}
      onSearchText={setSearchText}
      counts={{ internal: internals.data?.totalCount, external: externals.data?.totalCount }}
      table={table}
      countries={countries.data}
      onChange={(next) => {
        if (next.tab !== tab) setSearchText("");
        navigate(next.tab !== tab ? { ...next, query: { ...next.query, search: undefined } } : next);
      }}
      onDownload={download}
      downloading={downloading}
    />
  );
}
