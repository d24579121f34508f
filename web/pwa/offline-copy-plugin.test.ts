import { describe, expect, it } from "vitest";
import { OFFLINE_COPY_HEADER } from "../src/lib/offline-caches";
import { offlineCopyPlugin } from "./offline-copy-plugin";

type Param = Parameters<NonNullable<typeof offlineCopyPlugin.cachedResponseWillBeUsed>>[0];

describe("an API answer the service worker gives from its copy (supplement 7)", () => {
  const use = offlineCopyPlugin.cachedResponseWillBeUsed;

  it("carries the header the page's connection state reads, with the body and status kept", async () => {
    const kept = new Response('{"id":1}', { status: 200, headers: { "Content-Type": "application/json" } });
    const given = await use?.({ cachedResponse: kept } as Param);
    expect(given?.headers.get(OFFLINE_COPY_HEADER)).toBe("1");
    expect(given?.headers.get("Content-Type")).toBe("application/json");
    expect(given?.status).toBe(200);
    expect(await given?.json()).toEqual({ id: 1 });
  });

  it("leaves a missing copy missing", async () => {
    expect(await use?.({ cachedResponse: undefined } as Param)).toBeUndefined();
  });

  it("names nothing outside itself, as the generated worker holds only its source", () => {
    const source = String(use);
    expect(source).toContain(`"${OFFLINE_COPY_HEADER}"`);
    expect(source).not.toMatch(/OFFLINE_COPY_HEADER|import/);
  });
});
