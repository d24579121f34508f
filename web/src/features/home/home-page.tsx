import { lazy, Suspense } from "react";
import { FinderView } from "./finder-view";
import * as styles from "./home-page.css";
import { HomeView } from "./home-view";

// The version line and the finder read the API through the typed client (Effect) and TanStack Query's hooks:
// both load after the first paint in one shared chunk, while the heading and the finder's skeleton show
// (docs/developers/size-budget.md).
const LiveHomeView = lazy(() => import("./live-home-view"));
const LiveFinderView = lazy(() => import("./live-finder-view"));

/** Core spec 2.3: the finder (home): the app and API version, then the catalogue's entries. */
export function HomePage() {
  return (
    <div className={styles.page}>
      <Suspense fallback={<HomeView health={{ kind: "loading" }} />}>
        <LiveHomeView />
      </Suspense>
      <Suspense fallback={<FinderView state={{ kind: "loading" }} />}>
        <LiveFinderView />
      </Suspense>
    </div>
  );
}
