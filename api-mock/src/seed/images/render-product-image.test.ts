import { IMAGE_360_FRAMES, IMAGE_WIDTHS } from "@catalogue/core/constants";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateSeed } from "../generate-seed";
import { PICTOGRAM_KINDS } from "./pictogram-kind";
import { renderPlaceholderImage, renderProductImage } from "./render-product-image";

// A small XML well-formedness check: every tag closes in order, attributes are quoted, nothing is left open.
function isWellFormed(xml: string): boolean {
  const stack: string[] = [];
  const tags = xml.match(/<[^>]+>/g) ?? [];
  if (xml.replace(/<[^>]+>/g, "").trim() !== "") return false;
  for (const tag of tags) {
    if (!/^<\/?[a-zA-Z][\w:-]*(\s+[\w:-]+="[^"<]*")*\s*\/?>$/.test(tag)) return false;
    const name = tag.match(/^<\/?([\w:-]+)/)?.[1] ?? "";
    if (tag.startsWith("</")) {
      if (stack.pop() !== name) return false;
    } else if (!tag.endsWith("/>")) stack.push(name);
  }
  return stack.length === 0;
}

const widthOf = (svg: string): number => Number(svg.match(/^<svg[^>]*\swidth="(\d+)"/)?.[1]);
const RUNS = { numRuns: 200 };

describe("renderProductImage", () => {
  it("draws well-formed SVG at the requested width for every kind and size", () => {
    for (const kind of PICTOGRAM_KINDS) {
      for (const width of IMAGE_WIDTHS) {
        const svg = renderProductImage({ imageId: `${kind}-000001-1`, width });
        expect(isWellFormed(svg)).toBe(true);
        expect(widthOf(svg)).toBe(width);
      }
    }
  });

  it("draws every image id of a generated catalogue as well-formed SVG", () => {
    const ids = generateSeed({ products: 60 }).products.flatMap((product) =>
      product.images.map((i) => i.imageId),
    );
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.constantFrom(...IMAGE_WIDTHS), (imageId, width) => {
        expect(isWellFormed(renderProductImage({ imageId, width }))).toBe(true);
      }),
      RUNS,
    );
  });

  it("is deterministic for an image id", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PICTOGRAM_KINDS), fc.nat(999_999), (kind, product) => {
        const imageId = `${kind}-${String(product).padStart(6, "0")}-1`;
        expect(renderProductImage({ imageId, width: 360 })).toBe(renderProductImage({ imageId, width: 360 }));
      }),
      RUNS,
    );
  });

  it("draws different kinds differently", () => {
    const drawings = PICTOGRAM_KINDS.map((kind) =>
      renderProductImage({ imageId: `${kind}-000001-1`, width: 156 }).replace(/hsl\([^)]*\)/g, ""),
    );
    expect(new Set(drawings).size).toBe(PICTOGRAM_KINDS.length);
  });

  it("turns the object from frame to frame of a 360-degree view", () => {
    const frames = Array.from({ length: IMAGE_360_FRAMES }, (_, frame) =>
      renderProductImage({ imageId: "sensor-000042-360", width: 720, frame }),
    );
    expect(new Set(frames).size).toBe(IMAGE_360_FRAMES);
    for (const frame of frames) expect(isWellFormed(frame)).toBe(true);
    expect(frames[9]).toMatch(/scale\(0\.0\d+ 1\)/);
    expect(frames[18]).toMatch(/scale\(-1\.000 1\)/);
  });

  it("refuses a width outside the image widths and a frame outside the view", () => {
    expect(() => renderProductImage({ imageId: "mask-000001-1", width: 200 as 156 })).toThrow(RangeError);
    expect(() =>
      renderProductImage({ imageId: "mask-000001-360", width: 156, frame: IMAGE_360_FRAMES }),
    ).toThrow(RangeError);
  });

  it("falls back to the placeholder for an unknown image id", () => {
    expect(renderProductImage({ imageId: "unknown-1", width: 156 })).toBe(renderPlaceholderImage(156));
  });

  it("contains no external references, fonts or text", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PICTOGRAM_KINDS),
        fc.constantFrom("1", "2", "3", "360"),
        (kind, view) => {
          const svg = renderProductImage({ imageId: `${kind}-000007-${view}`, width: 1080 });
          const withoutNamespace = svg.replace('xmlns="http://www.w3.org/2000/svg"', "");
          expect(withoutNamespace).not.toMatch(/https?:|href|<text|font-family|@import/);
        },
      ),
      RUNS,
    );
  });
});
