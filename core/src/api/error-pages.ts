import type { ErrorsPageCode } from "./error-reaction";

/** Core spec 2.3 "Error pages": what the errors page shows for a code (i18n keys) and whether it offers a refresh. */
export interface ErrorPageContent {
  readonly titleKey: string;
  readonly textKey: string;
  /** No-internet offers a refresh button; every page offers the way back to the finder. */
  readonly showRefresh: boolean;
}

const page = (prefix: string, showRefresh = false): ErrorPageContent => ({
  titleKey: `${prefix}.title`,
  textKey: `${prefix}.text`,
  showRefresh,
});

/** Core spec 2.3: the back-to-finder action of every errors page (shared with the 404 page). */
export const ERROR_PAGE_BACK_KEY = "errors.notFound.backToFinder";

/** Core spec 2.3: the refresh action of the no-internet page. */
export const ERROR_PAGE_REFRESH_KEY = "errorPages.refresh";

/**
 * Core spec 2.1 / 2.3: the errors page's texts for `?code=` (and `source=draft` for a draft 403); an unknown
 * code falls back to the 500 page rather than an empty one.
 */
export function errorPageContent(code: string | null, source?: string | null): ErrorPageContent {
  switch (code as ErrorsPageCode | null) {
    case "403":
      return source === "draft" ? page("errorPages.draftForbidden") : page("errorPages.forbidden");
    case "404":
      return page("errors.notFound");
    case "464":
      return page("errorPages.resourceNotFound");
    case "no-internet":
      return page("errorPages.noInternet", true);
    default:
      return page("errorPages.internal");
  }
}
