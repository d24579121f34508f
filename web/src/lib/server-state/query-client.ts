import { QueryClient } from "@tanstack/react-query";

/** How long an answer counts as fresh: screens opened again within it show it without asking again. */
export const STALE_TIME_MS = 30_000;

/**
 * The cache of server state. Nothing is retried here: the typed client already repeats an idempotent call after
 * a network failure or a 5xx, and a 4xx is an answer that asking again cannot change.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Offline, a read still goes out (not paused): the service worker answers it from its copy (core spec 2.2).
      queries: { retry: false, staleTime: STALE_TIME_MS, networkMode: "offlineFirst" },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache: the provider at the root and the route loaders share it. */
export const queryClient = createQueryClient();
