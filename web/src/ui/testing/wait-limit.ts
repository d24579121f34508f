/**
 * How long a test waits for a condition (Testing Library's findBy and waitFor, and Vitest's `vi.waitFor`, which
 * defaults to 1 s): 3 s keeps a wait from failing on a machine busy with other test workers, and a condition that
 * never comes still fails.
 */
export const WAIT_LIMIT_MS = 3_000;

/** The options of `vi.waitFor` with that limit. */
export const WAIT = { timeout: WAIT_LIMIT_MS };
