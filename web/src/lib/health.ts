import { HealthResponse } from "@catalogue/core/api";

/** Reads the server's health and version; throws when the server cannot be reached or answers oddly. */
export async function fetchHealth(fetcher: typeof fetch = fetch): Promise<HealthResponse> {
  const res = await fetcher("/api/health", { headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`health check answered ${res.status}`);
  return HealthResponse.parse(await res.json());
}
