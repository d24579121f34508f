import { systemCalls } from "@catalogue/core/api/catalogue/calls/system.calls";
import { useCallQuery } from "../../lib/server-state";
import type { HealthState } from "./home-view";

/**
 * The server's version for the finder's heading. The finder works without it, so a failure is reported as one
 * that keeps the screen (core's policy) and the heading says the server cannot be reached.
 */
export function useHealth(): HealthState {
  const health = useCallQuery(systemCalls.health, {}, { keepsScreen: true });
  if (health.isSuccess) return { kind: "ready", version: health.data.version };
  if (health.isError) return { kind: "failed" };
  return { kind: "loading" };
}
