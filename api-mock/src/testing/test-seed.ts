import type { SeedSettings } from "../db/seed-database";

/** The seed of every test database: the default PRNG seed, few products to keep start-up fast. */
export const TEST_SEED: SeedSettings = { seed: 1, products: 60 };
