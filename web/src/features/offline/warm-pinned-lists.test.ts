import type { ClientConfig } from "@catalogue/core/api/client";
import { exampleProductList } from "@catalogue/core/testing";
import { describe, expect, it } from "vitest";
import { warmPinnedLists } from "./warm-pinned-lists";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

/** A server holding two pinned lists; it records the paths asked. */
function server() {
  const lists = [
    { ...exampleProductList, id: 1, version: 4, pinned: true },
    { ...exampleProductList, id: 2, version: 9, pinned: true },
  ];
  const asked: string[] = [];
  const config: ClientConfig = {
    baseUrl: "http://test/api",
    retries: 0,
    fetch: async (input) => {
      const path = new URL(String(input)).pathname.replace("/api", "");
      asked.push(path);
      if (path === "/pinned-lists/list") return json(lists);
      const id = Number(path.split("/").at(-1));
      const list = lists.find((candidate) => candidate.id === id);
      if (path.includes("list-elements"))
        return json({ content: [], totalCount: 0, version: list?.version, sortingType: "CREATED_AT" });
      return json(list);
    },
  };
  return { config, asked };
}

describe("the pinned lists read for offline use (core spec 2.2, supplement 7)", () => {
  it("reads again only the lists whose kept copy has another version than the pinned lists name", async () => {
    const { config, asked } = server();
    // List 1 is kept at its current version; list 2 at an older one.
    const kept = async (_: ClientConfig, listId: number) => (listId === 1 ? 4 : 8);
    await warmPinnedLists(config, kept);
    expect(asked.filter((path) => path.endsWith("/1"))).toEqual([]);
    expect(asked.filter((path) => path.endsWith("/2")).sort()).toEqual([
      "/product-lists/2",
      "/product-lists/list-elements/2",
    ]);
  });

  it("reads every list none of whose copies is kept", async () => {
    const { config, asked } = server();
    await warmPinnedLists(config, async () => undefined);
    expect(asked.filter((path) => path !== "/pinned-lists/list")).toHaveLength(4);
  });
});
