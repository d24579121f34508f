import type { HealthResponse } from "@catalogue/core/api";
import { firstPaintContract } from "./lazy-contract";

const contract = firstPaintContract("HealthResponse");

/** Reads the server's health and version; throws when the server cannot be reached or answers oddly. */
export async function fetchHealth(fetcher: typeof fetch = fetch): Promise<HealthResponse> {
  // The schema loads while the request runs (issue 9: zod stays out of the finder's initial JavaScript).
  const schema = contract.load();
  schema.catch(() => undefined);
  const res = await fetcher("/api/health", { headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`health check answered ${res.status}`);
  const json: unknown = await res.json();
  return (await schema).parse(json);
}
