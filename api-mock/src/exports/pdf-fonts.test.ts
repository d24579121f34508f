import { describe, expect, it } from "vitest";
import { faceFor, loadFont, preloadExportFonts } from "./pdf-fonts";

describe("faceFor", { timeout: 30_000 }, () => {
  it("draws Latin, Turkish and Cyrillic text with Noto Sans, bold when asked", () => {
    expect(faceFor("Größe", false, "de")).toBe("latin");
    expect(faceFor("Yoğun bakım", true, "tr")).toBe("latinBold");
    expect(faceFor("Список", false, "ru")).toBe("latin");
  });

  it("draws Japanese with the Japanese font and Chinese with the Chinese font", () => {
    expect(faceFor("集中治療室リスト", false, "ja")).toBe("japanese");
    expect(faceFor("重症监护室", false, "zh")).toBe("chinese");
  });

  it("falls back to the Chinese font when the Japanese one lacks a simplified character", () => {
    const japanese = loadFont("japanese");
    const chinese = loadFont("chinese");
    const simplifiedOnly = Array.from("们这说时对发经现过还").find(
      (character) =>
        !japanese.hasGlyphForCodePoint(character.codePointAt(0) ?? 0) &&
        chinese.hasGlyphForCodePoint(character.codePointAt(0) ?? 0),
    );

    expect(simplifiedOnly).toBeDefined();
    expect(faceFor(`清单${simplifiedOnly}`, false, "en")).toBe("chinese");
  });

  it("parses each font once and keeps it", () => {
    expect(loadFont("latin")).toBe(loadFont("latin"));
  });

  it("preloads the four Noto faces", () => {
    preloadExportFonts();

    expect(loadFont("latin").familyName).toBe("Noto Sans");
    expect(loadFont("latinBold").subfamilyName).toBe("Bold");
    expect(loadFont("japanese").familyName).toMatch(/Noto Sans Japanese/);
    expect(loadFont("chinese").familyName).toMatch(/Noto Sans/);
  });
});
