import type { ListElementsResponse } from "@catalogue/core/api";
import type { ProductList } from "@catalogue/core/model";
import { expect } from "vitest";
import { auth, type TestApp } from "../../testing/test-app";

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

/** A small HTTP client for list tests: JSON in, status and JSON out. */
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
  return {
    call,
    ok,
    create: (token: string, title: string, description?: string) =>
      ok<ProductList>(token, "POST", "/api/product-lists/list", { title, description }),
    lists: (token: string, sort?: string) =>
      ok<ProductList[]>(token, "GET", `/api/product-lists/list${sort ? `?sort=${sort}` : ""}`),
    list: (token: string, id: number) => ok<ProductList>(token, "GET", `/api/product-lists/${id}`),
    elements: (token: string, id: number) =>
      ok<ListElementsResponse>(token, "GET", `/api/product-lists/list-elements/${id}`),
    add: (token: string, id: number, version: number, productIds: number[], quantity = 1) =>
      ok<ListElementsResponse>(token, "POST", `/api/product-lists/list-elements/${id}`, {
        version,
        elements: productIds.map((productId) => ({ productId, quantity })),
      }),
  };
}
