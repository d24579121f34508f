import {
  FcmRegistrationRequest,
  FcmRegistrationResponse,
  TestLogRequest,
  TestLogResponse,
  TestPushRequest,
  TestPushResponse,
} from "../../push";
import { defineCall, json } from "../define-call";

const TAGS = ["Push and test endpoints"];

/**
 * Supplement 7 (user; "test endpoints for logs and test push"): a device registers for push messages, and two
 * test calls check the log and the push path. The test calls are served but left out of the published document.
 */
export const pushCalls = {
  // Registering the same device again changes nothing, so it may be sent again.
  registerDevice: defineCall({
    id: "push.registerDevice",
    method: "POST",
    path: "/user/fcm-registration-id",
    tags: TAGS,
    summary: "Register one of the caller's devices for push messages (a device moves to its latest user)",
    body: FcmRegistrationRequest,
    answer: json(FcmRegistrationResponse),
    errors: [401, 460],
    access: "session",
    idempotent: true,
  }),
  testLog: defineCall({
    id: "push.testLog",
    method: "POST",
    path: "/test/logs",
    tags: TAGS,
    summary: "Write a test line to the server log (highest role only)",
    body: TestLogRequest,
    answer: json(TestLogResponse),
    errors: [401, 403, 460],
    resultKeys: ["FORBIDDEN"],
    access: "highestRole",
    internal: true,
  }),
  testPush: defineCall({
    id: "push.testPush",
    method: "POST",
    path: "/test/push",
    tags: TAGS,
    summary: "Send a test push to the caller's own registered devices",
    body: TestPushRequest,
    answer: json(TestPushResponse),
    errors: [401, 460],
    access: "session",
    internal: true,
  }),
} as const;
