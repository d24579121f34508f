import * as z from "zod";
import { DatabaseActivity, ErrorLogEntry } from "../../system-admin";
import { defineCall, json } from "../define-call";

const TAGS = ["System"];

/** Core spec 2.3 (system management): database activity and error logs, for the highest role. */
export const systemAdminCalls = {
  databaseActivity: defineCall({
    id: "systemAdmin.databaseActivity",
    method: "GET",
    path: "/system/database-activity",
    tags: TAGS,
    summary: "The database's size and each table's rows, size, writes and scans, the most written first",
    answer: json(DatabaseActivity),
    errors: [401, 403],
    access: "highestRole",
  }),
  errorLogs: defineCall({
    id: "systemAdmin.errorLogs",
    method: "GET",
    path: "/system/error-logs",
    tags: TAGS,
    summary: "The server faults (5xx) among the last requests this server answered, newest first",
    answer: json(z.array(ErrorLogEntry)),
    errors: [401, 403],
    access: "highestRole",
  }),
} as const;
