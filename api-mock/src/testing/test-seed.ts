import type { SeedSettings } from "../db/seed-database";

/**
 * The seed of every test database: the default PRNG seed, few products to keep start-up fast, and no demo lists
 * (tests make the lists they need; `demo-lists.test.ts` adds the demo lists to its own copy).
 */
export const TEST_SEED: SeedSettings = { seed: 1, products: 60, demoLists: false };
