import {
  type AnyCall,
  type CallInput,
  type CallOutput,
  listElementCalls,
  productListCalls,
} from "@catalogue/core/api/catalogue";
import type { ListOfListsSort } from "@catalogue/core/model";
import { expect } from "vitest";
import { auth, type TestApp } from "../../testing/test-app";
import { callAs } from "../../testing/typed-client";

/** Demo accounts of the seed by role (all in Germany, EUR; the partner in Austria, EUR). */
export const EMAIL = {
  admin: "admin@catalogue.example",
  keyUser: "key.user@catalogue.example",
  advanced: "advanced@catalogue.example",
  advancedPlus: "advanced.plus@catalogue.example",
  basic: "basic@catalogue.example",
  partner: "partner.accepted@partner.example",
  pendingPartner: "partner.pending@partner.example",
} as const;

/** The roles the list role tests sign in as, one demo account each. */
export const PRICE_ROLES = ["basic", "advanced", "keyUser", "admin", "partner"] as const;
export type PriceRole = (typeof PRICE_ROLES)[number];

/**
 * Core spec 6, stated again as the tests' oracle (not read from core's `canSeePrices`, which is under test): who
 * sees prices with the seed's settings.
 */
export const SEES_PRICES: Record<PriceRole, boolean> = {
  basic: false,
  advanced: true,
  keyUser: true,
  admin: true,
  partner: false,
};

/**
 * The list tests' client. `as` and the named helpers send well-formed requests through the product's typed
 * client (a refusal rejects with its `CallFailure`); `call` and `ok` send raw requests, for the tests that send
 * malformed input or read a status on purpose.
 */
export function listsClient(t: TestApp) {
  async function call<T = unknown>(token: string, method: string, path: string, body?: unknown) {
    const res = await t.app.request(path, {
      method,
      headers: auth(token),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  }
  async function ok<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
    const res = await call<T>(token, method, path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }
  /** One call of the catalogue as the user of `token`. */
  const as = <E extends AnyCall>(token: string, entry: E, input: CallInput<E>): Promise<CallOutput<E>> =>
    callAs(t.app, token, entry, input);
  return {
    call,
    ok,
    as,
    create: (token: string, title: string, description?: string) =>
      as(token, productListCalls.create, { body: { title, description } }),
    lists: (token: string, sort?: ListOfListsSort) =>
      as(token, productListCalls.list, { query: sort === undefined ? {} : { sort } }),
    list: (token: string, id: number) => as(token, productListCalls.get, { params: { id } }),
    elements: (token: string, id: number) => as(token, listElementCalls.get, { params: { id } }),
    add: (token: string, id: number, version: number, productIds: number[], quantity = 1) =>
      as(token, listElementCalls.add, {
        params: { id },
        body: { version, elements: productIds.map((productId) => ({ productId, quantity })) },
      }),
  };
}
