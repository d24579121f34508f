import { productCalls } from "@catalogue/core/api/catalogue/calls/products.calls";
import { useCallQuery } from "../../lib/server-state";
import { type FinderState, FinderView } from "./finder-view";

/** Core spec 2.3: the finder's care areas with their counters and the whole tree of filter values. */
function useFinder(): FinderState {
  const counters = useCallQuery(productCalls.counters, {});
  // Without search or filter: every value of every filter.
  const filters = useCallQuery(productCalls.dynamicFilters, { query: {} });
  if (counters.isError || filters.isError) return { kind: "failed" };
  if (counters.data && filters.data) return { kind: "ready", counters: counters.data, filters: filters.data };
  return { kind: "loading" };
}

/** The finder on the server-state layer (loaded after the first paint, as the version line is). */
export default function LiveFinderView() {
  return <FinderView state={useFinder()} />;
}
