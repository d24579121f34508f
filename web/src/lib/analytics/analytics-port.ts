/** Core spec 2.2: one page view, reported on each route change (not for a change of the query alone). */
export interface PageView {
  readonly path: string;
  readonly title: string;
}

/**
 * Architecture 4 (analytics port): where page views go. No external service is wired in this build: development
 * logs them to the console, the production build and the tests record them in memory, where an adapter for a
 * real service would plug in.
 */
export interface AnalyticsPort {
  pageView(view: PageView): void;
}

/** Development: page views in the browser console. */
export const consoleAnalytics: AnalyticsPort = {
  pageView: (view) => console.info("[analytics] page view", view),
};

/** Tests and the production build: page views kept in order, readable by end-to-end tests. */
export function recordingAnalytics(): AnalyticsPort & { readonly views: PageView[] } {
  const views: PageView[] = [];
  return { views, pageView: (view) => views.push(view) };
}

declare global {
  interface Window {
    /** The page views the recording adapter kept (production build and end-to-end tests). */
    __pageViews?: PageView[];
  }
}

/** The app's adapter: the console in development, otherwise a recorder exposed as `window.__pageViews`. */
export function appAnalytics(): AnalyticsPort {
  if (import.meta.env.DEV) return consoleAnalytics;
  const recorder = recordingAnalytics();
  window.__pageViews = recorder.views;
  return recorder;
}
