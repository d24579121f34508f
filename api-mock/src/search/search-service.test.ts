import { describe, expect, it } from "vitest";
import { documentOf } from "./search-document.fixtures";
import { SearchService } from "./search-service";

/** Pauses the test releases by hand, to hold a rebuild in the middle; `reached` settles at the first one. */
function manualPauses() {
  const waiting: (() => void)[] = [];
  let released = false;
  let reachFirst: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    reachFirst = resolve;
  });
  return {
    pause: () => {
      if (released) return Promise.resolve();
      reachFirst();
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
    reached,
    /** Lets the rebuild go on, through this pause and every later one. */
    releaseAll: () => {
      released = true;
      for (const resume of waiting.splice(0)) resume();
    },
    pending: () => waiting.length,
  };
}

const oldCatalogue = [documentOf(1, { title: "Old mask" })];
const newCatalogue = [documentOf(1, { title: "New mask" }), documentOf(2, { title: "New filter" })];

describe("SearchService", () => {
  it("keeps answering from the old index while a rebuild runs, then swaps to the new one", async () => {
    const pauses = manualPauses();
    const service = new SearchService(oldCatalogue, { pause: pauses.pause });

    const rebuilt = service.rebuild(() => newCatalogue);
    await pauses.reached;

    expect(service.isRebuilding()).toBe(true);
    expect(pauses.pending()).toBeGreaterThan(0);
    expect(
      service
        .current()
        .search({ search: "mask" })
        .content.map((document) => document.title),
    ).toEqual(["Old mask"]);

    pauses.releaseAll();
    await rebuilt;

    expect(service.isRebuilding()).toBe(false);
    expect(service.current().search({}).totalCount).toBe(2);
    expect(service.current().search({ search: "mask" }).content[0]?.title).toBe("New mask");
  });

  it("serves a reader that took the index before the swap with that whole index", async () => {
    const service = new SearchService(oldCatalogue);
    const reader = service.current();

    await service.rebuild(() => newCatalogue);

    expect(reader.search({}).totalCount).toBe(1);
    expect(service.current().search({}).totalCount).toBe(2);
  });

  it("merges rebuilds asked for during a rebuild into one more run with the newest loader", async () => {
    const service = new SearchService(oldCatalogue);
    const loads: string[] = [];

    const first = service.rebuild(() => {
      loads.push("first");
      return oldCatalogue;
    });
    const second = service.rebuild(() => {
      loads.push("second");
      return oldCatalogue;
    });
    const third = service.rebuild(async () => {
      loads.push("third");
      return newCatalogue;
    });
    await Promise.all([first, second, third]);

    expect(loads).toEqual(["first", "third"]);
    expect(second).toBe(third);
    expect(service.current().search({}).totalCount).toBe(2);
  });

  it("keeps the old index when loading the documents fails", async () => {
    const service = new SearchService(oldCatalogue);

    await expect(
      service.rebuild(() => {
        throw new Error("database closed");
      }),
    ).rejects.toThrow("database closed");

    expect(service.current().search({}).totalCount).toBe(1);
    expect(service.isRebuilding()).toBe(false);
  });
});
