import { eq } from "drizzle-orm";
import { countries, users } from "../../db/schema/index";
import { auth, bearerFor, type TestApp } from "../../testing/test-app";

/** The demo accounts the users tests act as (api-mock/src/seed/demo-users.ts). */
export const DEMO = {
  admin: "admin@catalogue.example",
  keyUser: "key.user@catalogue.example",
  advanced: "advanced@catalogue.example",
  advancedPlus: "advanced.plus@catalogue.example",
  basic: "basic@catalogue.example",
  basicPlus: "basic.plus@catalogue.example",
  accepted: "partner.accepted@partner.example",
  pending: "partner.pending@partner.example",
  pendingNoCountry: "partner.pending-no-country@partner.example",
  onboarding: "partner.new@partner.example",
  rejected: "partner.rejected@partner.example",
} as const;

/** HTTP helpers bound to one test app, with a token cache per e-mail. */
export function usersClient(t: TestApp) {
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    let token = tokens.get(email);
    if (!token) {
      token = await bearerFor(t.app, email);
      tokens.set(email, token);
    }
    return token;
  };
  const call = async <T = unknown>(as: string, method: string, path: string, body?: unknown) => {
    const res = await t.app.request(path, {
      method,
      headers: auth(await tokenOf(as)),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const isJson = res.headers.get("content-type")?.startsWith("application/json");
    const text = isJson ? await res.clone().text() : "";
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, res };
  };
  const idOf = async (email: string) => {
    const [row] = await t.services.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  const countryId = async (shortcut: string) => {
    const [row] = await t.services.database.db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.shortcut, shortcut));
    if (!row) throw new Error(`no country ${shortcut}`);
    return row.id;
  };
  return { call, idOf, countryId, tokenOf, forget: (email: string) => tokens.delete(email) };
}

/** An RFC 4180 reader, written apart from the writer so that the test reads the file as a spreadsheet would. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index += 1;
    } else field += char;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}
