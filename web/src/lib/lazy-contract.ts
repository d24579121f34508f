import type * as Contracts from "./first-paint-contracts";

/** A contract whose zod schema loads on first use (see first-paint-contracts.ts for why). */
export interface LazyContract<T> {
  readonly load: () => Promise<{ parse(data: unknown): T }>;
}

type ContractName = keyof typeof Contracts;
type Parsed<K extends ContractName> = (typeof Contracts)[K] extends { parse(data: unknown): infer T }
  ? T
  : never;

/**
 * Issue 9: one of the first paint's contracts, loaded with zod only when a call needs it. The answer is parsed
 * all the same; only the download of the schema library moves out of the initial JavaScript.
 */
export function firstPaintContract<K extends ContractName>(name: K): LazyContract<Parsed<K>> {
  return {
    load: () =>
      import("./first-paint-contracts").then(
        (m) => m[name] as unknown as { parse(data: unknown): Parsed<K> },
      ),
  };
}
