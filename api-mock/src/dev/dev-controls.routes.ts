import { randomUUID } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import { desc, eq } from "drizzle-orm";
import { countries, mailOutbox, users } from "../db/schema/index";
import { reseedDatabase } from "../db/seed-database";
import { setSessionCookie } from "../features/auth/session-cookie";
import type { Api } from "../http/create-api";
import { errorResponses } from "../http/error-responses";
import type { AppServices } from "../services";
import {
  DevSessionRequest,
  DevSessionResponse,
  DevUser,
  FaultRuleInput,
  FaultRuleOutput,
  OutboxMail,
  RequestRecordSchema,
  ResetResponse,
} from "./dev-controls.schema";
import { mountDevNotifications } from "./dev-notifications.routes";
import type { FaultRules } from "./fault-injection";

const TAG = ["Developer controls"];
const ok = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
});
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});

const reset = createRoute({
  method: "post",
  path: "/__dev/reset",
  tags: TAG,
  summary: "Empty the database and seed it again",
  responses: { ...ok(ResetResponse, "Reseeded"), ...errorResponses() },
});
const listUsers = createRoute({
  method: "get",
  path: "/__dev/users",
  tags: TAG,
  summary: "The demo users",
  responses: { ...ok(z.array(DevUser), "Demo users"), ...errorResponses() },
});
const actAs = createRoute({
  method: "post",
  path: "/__dev/session",
  tags: TAG,
  summary: "Act as a user: sets the cookie and returns the bearer token",
  request: jsonBody(DevSessionRequest),
  responses: { ...ok(DevSessionResponse, "The session"), ...errorResponses(409, 460, 464) },
});
const listFaults = createRoute({
  method: "get",
  path: "/__dev/faults",
  tags: TAG,
  summary: "The fault rules in force",
  responses: { ...ok(z.array(FaultRuleOutput), "Rules"), ...errorResponses() },
});
const addFault = createRoute({
  method: "post",
  path: "/__dev/faults",
  tags: TAG,
  summary: "Add a fault or latency rule for a route pattern",
  request: jsonBody(FaultRuleInput),
  responses: { ...ok(FaultRuleOutput, "The rule"), ...errorResponses(460) },
});
const clearFaults = createRoute({
  method: "delete",
  path: "/__dev/faults",
  tags: TAG,
  summary: "Remove every fault rule",
  responses: { ...ok(z.array(FaultRuleOutput), "No rules left"), ...errorResponses() },
});
const outbox = createRoute({
  method: "get",
  path: "/__dev/outbox",
  tags: TAG,
  summary: "The mail outbox, newest first",
  responses: { ...ok(z.array(OutboxMail), "Mails"), ...errorResponses() },
});
const requests = createRoute({
  method: "get",
  path: "/__dev/requests",
  tags: TAG,
  summary: "The last requests with status, timing and validation outcome",
  responses: { ...ok(z.array(RequestRecordSchema), "Requests"), ...errorResponses() },
});

/** Issue 5 item 7: the developer controls under /api/__dev (mounted only when they are on). */
export function mountDevControls(api: Api, services: AppServices, faults: FaultRules): void {
  const { db } = services.database;
  api.openapi(reset, async (c) => {
    const started = performance.now();
    await reseedDatabase(db, services.settings.seed);
    services.referenceData.invalidate();
    services.sessionCache.clear();
    await services.catalogue.reload();
    services.favorites.invalidate();
    services.productLists.invalidate();
    return c.json({ durationMs: Math.round(performance.now() - started), ...services.settings.seed }, 200);
  });
  api.openapi(listUsers, async (c) => {
    const rows = await db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        country: countries.shortcut,
        scpStatus: users.scpStatus,
        enabled: users.enabled,
      })
      .from(users)
      .leftJoin(countries, eq(countries.id, users.countryId))
      .where(eq(users.demo, true))
      .orderBy(users.email);
    return c.json(rows, 200);
  });
  api.openapi(actAs, async (c) => {
    const session = await services.auth.sessionFor(c.req.valid("json").email);
    setSessionCookie(c, session);
    return c.json(
      { token: session.token, expiresAt: session.expiresAt.toISOString(), userId: session.userId },
      200,
    );
  });
  api.openapi(listFaults, (c) => c.json(faults.list(), 200));
  api.openapi(addFault, (c) => {
    const rule = { id: randomUUID(), ...c.req.valid("json") };
    faults.add(rule);
    return c.json(rule, 200);
  });
  api.openapi(clearFaults, (c) => {
    faults.clear();
    return c.json([], 200);
  });
  api.openapi(outbox, async (c) => {
    const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(200);
    return c.json(
      rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
      200,
    );
  });
  api.openapi(requests, (c) => c.json(services.requestHistory.list(), 200));
  mountDevNotifications(api, services);
}
