import { useEffect, useState } from "react";
import { fetchHealth } from "../../lib/health";
import { fetchFinderFilters, fetchProductCounters } from "./finder-api";
import { type FinderState, FinderView } from "./finder-view";
import * as styles from "./home-page.css";
import { type HealthState, HomeView } from "./home-view";

/** Core spec 2.3 / issue 10 item 1: the finder (home): the app and API version, then the catalogue's entries. */
export function HomePage() {
  const [health, setHealth] = useState<HealthState>({ kind: "loading" });
  const [finder, setFinder] = useState<FinderState>({ kind: "loading" });
  useEffect(() => {
    let live = true;
    fetchHealth().then(
      (h) => live && setHealth({ kind: "ready", version: h.version }),
      () => live && setHealth({ kind: "failed" }),
    );
    Promise.all([fetchProductCounters(), fetchFinderFilters()]).then(
      ([counters, filters]) => live && setFinder({ kind: "ready", counters, filters }),
      () => live && setFinder({ kind: "failed" }),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className={styles.page}>
      <HomeView health={health} />
      <FinderView state={finder} />
    </div>
  );
}
