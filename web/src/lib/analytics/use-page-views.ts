import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import type { AnalyticsPort } from "./analytics-port";
import { readConsent } from "./consent-storage";

/**
 * Core spec 2.2 / 4.6: a page view per route change (the path; a new query alone is no new page), reported only
 * when the user accepted. Call after usePageTitle, so the view carries the new page's title.
 */
export function usePageViews(port: AnalyticsPort, userId: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (readConsent(userId) === "ACCEPTED") port.pageView({ path: pathname, title: document.title });
  }, [port, userId, pathname]);
}
