import { randomUUID } from "node:crypto";
import { devCalls } from "@catalogue/core/api/catalogue";
import { desc, eq } from "drizzle-orm";
import { countries, mailOutbox, users } from "../db/schema/index";
import { reseedDatabase } from "../db/seed-database";
import { setSessionCookie } from "../features/auth/session-cookie";
import type { Api } from "../http/create-api";
import { mountCall } from "../http/mount-call";
import type { AppServices } from "../services";
import { mountDevNotifications } from "./dev-notifications.routes";
import type { FaultRules } from "./fault-injection";

/** The developer controls under /api/__dev (mounted in demo mode only). */
export function mountDevControls(api: Api, services: AppServices, faults: FaultRules): void {
  const { db } = services.database;
  mountCall(api, devCalls.reset, async () => {
    const started = performance.now();
    await reseedDatabase(db, services.settings.seed, services.now());
    // Every copy of the old data goes, here and in other processes on the same database.
    await services.changes.committed({ kind: "everything" });
    const { seed, products } = services.settings.seed;
    return { durationMs: Math.round(performance.now() - started), seed, products };
  });
  mountCall(api, devCalls.users, () =>
    db
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
      .orderBy(users.email),
  );
  mountCall(api, devCalls.session, async (c, { body }) => {
    const session = await services.auth.sessionFor(body.email);
    setSessionCookie(c, session);
    return { token: session.token, expiresAt: session.expiresAt.toISOString(), userId: session.userId };
  });
  mountCall(api, devCalls.faults, () => faults.list());
  mountCall(api, devCalls.addFault, (_c, { body }) => {
    const rule = { id: randomUUID(), ...body };
    faults.add(rule);
    return rule;
  });
  mountCall(api, devCalls.clearFaults, () => {
    faults.clear();
    return [];
  });
  mountCall(api, devCalls.outbox, async () => {
    const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(200);
    return rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    }));
  });
  mountCall(api, devCalls.requests, () => services.requestHistory.list());
  mountDevNotifications(api, services);
}
