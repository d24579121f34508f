import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED } from "./generate-seed";
import type { SeedOptions } from "./seed-types";

/** The largest catalogue the seed is built and measured for (the benchmark's growth runs go up to it). */
export const MAX_SEED_PRODUCTS = 200_000;

function integerFrom(
  raw: string | undefined,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/**
 * Reads SEED (any 32-bit unsigned integer) and SEED_PRODUCTS (1..50,000) from an environment,
 * falling back to the defaults; a bad value stops the start-up instead of seeding something unexpected.
 */
export function seedOptionsFromEnv(env: Record<string, string | undefined>): Required<SeedOptions> {
  return {
    seed: integerFrom(env.SEED, "SEED", 0, 0xffffffff, DEFAULT_SEED),
    products: integerFrom(env.SEED_PRODUCTS, "SEED_PRODUCTS", 1, MAX_SEED_PRODUCTS, DEFAULT_PRODUCT_COUNT),
  };
}
