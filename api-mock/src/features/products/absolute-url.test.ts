import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { absoluteUrl } from "./absolute-url";

const origins = fc.constantFrom(
  "http://localhost:8080",
  "https://catalogue.example",
  "http://127.0.0.1:9000",
);
const segment = fc.stringMatching(/^[\w\-.~ %?#]{0,12}$/);
const sitePath = fc.array(segment, { maxLength: 5 }).map((segments) => `/${segments.join("/")}`);

describe("absolute URLs of stored site paths", () => {
  it("equals what URL parsing gives, for any path and origin", () => {
    fc.assert(
      fc.property(sitePath, origins, (path, origin) => {
        const outcome = (resolve: () => string) => {
          try {
            return resolve();
          } catch (error) {
            return error instanceof TypeError ? "refused" : "other error";
          }
        };
        // A "//" start is another host (or, alone, none: both refuse it).
        expect(outcome(() => absoluteUrl(path, origin))).toBe(
          outcome(() => new URL(path, origin).toString()),
        );
      }),
    );
  });

  it("resolves dot segments, escapes and already absolute links as URL parsing does", () => {
    const origin = "https://catalogue.example";

    expect(absoluteUrl("/documents/../ifu/a b.pdf", origin)).toBe("https://catalogue.example/ifu/a%20b.pdf");
    expect(absoluteUrl("//other.example/x", origin)).toBe("https://other.example/x");
    expect(absoluteUrl("https://cdn.example/v.mp4", origin)).toBe("https://cdn.example/v.mp4");
    expect(absoluteUrl("/documents/ifu/9037.pdf", origin)).toBe(
      "https://catalogue.example/documents/ifu/9037.pdf",
    );
  });
});
