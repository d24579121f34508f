import { describe, expect, it } from "vitest";
import { defaultExportPoolSize, ExportPool, type ExportRenderer, ExportsBusyError } from "./export-pool";
import type { ListExport } from "./list-export";

/** A renderer that finishes each export only when the test says so, and records what it was given. */
class HeldRenderer implements ExportRenderer {
  readonly started: string[] = [];
  private readonly finishers: Array<(fail?: Error) => void> = [];

  render(format: "xlsx" | "pdf", input: ListExport): Promise<Buffer> {
    const title = input.list.title;
    this.started.push(title);
    return new Promise((resolve, reject) => {
      this.finishers.push((fail) => (fail ? reject(fail) : resolve(Buffer.from(`${format}:${title}`))));
    });
  }

  finish(fail?: Error): void {
    const finisher = this.finishers.shift();
    if (!finisher) throw new Error("no export is rendering here");
    finisher(fail);
  }

  async close(): Promise<void> {}
}

const exportOf = (title: string) => ({ list: { title } }) as unknown as ListExport;
/** Lets settled promises run their continuations (the pool hands the renderer on in a `finally`). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("export pool", () => {
  it("gives each renderer one export at a time", async () => {
    const [a, b] = [new HeldRenderer(), new HeldRenderer()];
    const pool = new ExportPool([a, b], 5);
    const files = ["one", "two", "three"].map((title) => pool.render("xlsx", exportOf(title)));
    expect([...a.started, ...b.started].sort()).toEqual(["one", "two"]);
    expect(pool.load).toEqual({ rendering: 2, waiting: 1 });
    b.finish();
    a.finish();
    await settle();
    expect([...a.started, ...b.started]).toContain("three");
    (b.started.includes("three") ? b : a).finish();
    expect((await Promise.all(files)).map(String).sort()).toEqual(["xlsx:one", "xlsx:three", "xlsx:two"]);
    expect(pool.load).toEqual({ rendering: 0, waiting: 0 });
  });

  it("starts waiting exports in the order they came", async () => {
    const renderer = new HeldRenderer();
    const pool = new ExportPool([renderer], 3);
    const files = ["first", "second", "third"].map((title) => pool.render("pdf", exportOf(title)));
    for (let i = 0; i < 3; i++) {
      renderer.finish();
      await settle();
    }
    await Promise.all(files);
    expect(renderer.started).toEqual(["first", "second", "third"]);
  });

  it("refuses an export when every renderer is busy and the queue is full, and takes one again after", async () => {
    const renderer = new HeldRenderer();
    const pool = new ExportPool([renderer], 1);
    const rendering = pool.render("xlsx", exportOf("rendering"));
    const waiting = pool.render("xlsx", exportOf("waiting"));
    const refused = await pool.render("xlsx", exportOf("refused")).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ExportsBusyError);
    expect((refused as ExportsBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    renderer.finish();
    await rendering;
    const later = pool.render("xlsx", exportOf("later"));
    renderer.finish();
    await settle();
    renderer.finish();
    await expect(Promise.all([waiting, later])).resolves.toHaveLength(2);
    expect(renderer.started).toEqual(["rendering", "waiting", "later"]);
  });

  it("frees the renderer of a failed export for the next one", async () => {
    const renderer = new HeldRenderer();
    const pool = new ExportPool([renderer], 1);
    const failing = pool.render("pdf", exportOf("broken"));
    const next = pool.render("pdf", exportOf("next"));
    renderer.finish(new Error("renderer crashed"));
    await expect(failing).rejects.toThrow("renderer crashed");
    await settle();
    renderer.finish();
    await expect(next).resolves.toEqual(Buffer.from("pdf:next"));
  });

  it("keeps one core for requests and always has a renderer", () => {
    expect(defaultExportPoolSize(1).workers).toBe(1);
    expect(defaultExportPoolSize(2).workers).toBe(1);
    expect(defaultExportPoolSize(8).workers).toBe(7);
    expect(defaultExportPoolSize(8).queueLimit).toBeGreaterThan(0);
  });
});
