import * as z from "zod";
import {
  DevNotificationsRequest,
  DevNotificationsResponse,
  DevUser,
  FaultRuleInput,
  FaultRuleOutput,
  OutboxMail,
  RequestRecordSchema,
  ResetResponse,
} from "../../dev-controls";
import { DevSessionRequest, DevSessionResponse } from "../../dev-session";
import { defineCall, json } from "../define-call";

const TAGS = ["Developer controls"];
const DEV = { tags: TAGS, access: "public", internal: true, onlyIn: "demo" } as const;

/**
 * The developer controls (demo mode only, never published): acting as a demo user gives the CLI's documented dev
 * sign-in and the tests a session without the identity page; faults, the outbox and the request log serve tests.
 */
export const devCalls = {
  session: defineCall({
    ...DEV,
    id: "dev.session",
    method: "POST",
    path: "/__dev/session",
    summary: "Act as a user: sets the cookie and returns the bearer token",
    body: DevSessionRequest,
    answer: json(DevSessionResponse),
    errors: [409, 460, 464],
    resultKeys: ["USER_ACCOUNT_DISABLED", "INVALID_AUTH_LEVEL"],
  }),
  reset: defineCall({
    ...DEV,
    id: "dev.reset",
    method: "POST",
    path: "/__dev/reset",
    summary: "Empty the database and seed it again",
    answer: json(ResetResponse),
  }),
  users: defineCall({
    ...DEV,
    id: "dev.users",
    method: "GET",
    path: "/__dev/users",
    summary: "The demo users",
    answer: json(z.array(DevUser)),
  }),
  faults: defineCall({
    ...DEV,
    id: "dev.faults",
    method: "GET",
    path: "/__dev/faults",
    summary: "The fault rules in force",
    answer: json(z.array(FaultRuleOutput)),
  }),
  addFault: defineCall({
    ...DEV,
    id: "dev.addFault",
    method: "POST",
    path: "/__dev/faults",
    summary: "Add a fault or latency rule for a route pattern",
    body: FaultRuleInput,
    answer: json(FaultRuleOutput),
    errors: [460],
  }),
  clearFaults: defineCall({
    ...DEV,
    id: "dev.clearFaults",
    method: "DELETE",
    path: "/__dev/faults",
    summary: "Remove every fault rule",
    answer: json(z.array(FaultRuleOutput)),
  }),
  outbox: defineCall({
    ...DEV,
    id: "dev.outbox",
    method: "GET",
    path: "/__dev/outbox",
    summary: "The mail outbox, newest first",
    answer: json(z.array(OutboxMail)),
  }),
  requests: defineCall({
    ...DEV,
    id: "dev.requests",
    method: "GET",
    path: "/__dev/requests",
    summary: "The last requests with status, timing and validation outcome",
    answer: json(z.array(RequestRecordSchema)),
  }),
  notify: defineCall({
    ...DEV,
    id: "dev.notify",
    method: "POST",
    path: "/__dev/notifications",
    summary:
      "Raise in-app notifications for a user (the sharing and role-change features raise them for real)",
    body: DevNotificationsRequest,
    answer: json(DevNotificationsResponse),
    errors: [460, 464],
  }),
} as const;
