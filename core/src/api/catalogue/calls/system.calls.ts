import { HealthResponse } from "../../health";
import { defineCall, json } from "../define-call";

/** Architecture 3: liveness and the running version, open without a session. */
export const systemCalls = {
  health: defineCall({
    id: "system.health",
    method: "GET",
    path: "/health",
    tags: ["System"],
    summary: "Liveness and the running version",
    answer: json(HealthResponse),
    access: "public",
  }),
} as const;
