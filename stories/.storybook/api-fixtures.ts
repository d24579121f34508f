/**
 * Feeds API data to stories without a server. A story lists the answers of the calls its screen
 * makes in `parameters.api`, keyed by path below `/api` (without the query), e.g.
 * `{ "/notifications/unread-count": { body: { value: 3 } }, "/app-info": { status: 500 } }`; `"pending"` never
 * answers (a loading state). A call no fixture names stays pending too (and is logged), so a story never
 * reaches the network or the app's error pages by accident.
 */
export type ApiFixture = { status?: number; body?: unknown } | "pending";
export type ApiFixtures = Readonly<Record<string, ApiFixture>>;

let current: ApiFixtures = {};

/** The fixtures of the story being rendered (the decorator sets them before the story's effects run). */
export function setApiFixtures(fixtures: ApiFixtures | undefined): void {
  current = fixtures ?? {};
}

const realFetch = globalThis.fetch.bind(globalThis);
const never = () => new Promise<Response>(() => undefined);

globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  if (!url.pathname.startsWith("/api/")) return realFetch(input, init);
  const fixture = current[url.pathname.slice("/api".length)];
  if (fixture === undefined) {
    console.info(`story API: no fixture for ${url.pathname}; the call stays pending`);
    return never();
  }
  if (fixture === "pending") return never();
  const status = fixture.status ?? 200;
  const body = fixture.body ?? (status >= 400 ? { status, resultKey: null, message: "story fixture" } : null);
  return Promise.resolve(
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    }),
  );
};
