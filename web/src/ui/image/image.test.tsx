import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../testing/render-ui";
import { Image } from "./image";
import { imageSrcSet } from "./image-src-set";

const urlFor = (width: number) => `/img/p1-${width}.jpg`;

describe("Image", () => {
  it("offers the four core widths in its srcset", () => {
    expect(imageSrcSet(urlFor)).toBe(
      "/img/p1-156.jpg 156w, /img/p1-360.jpg 360w, /img/p1-720.jpg 720w, /img/p1-1080.jpg 1080w",
    );
  });

  it("is busy until the image has loaded", () => {
    const { container } = renderUi(<Image alt="Infusion pump" urlFor={urlFor} />);
    const frame = container.firstElementChild;
    expect(frame?.getAttribute("aria-busy")).toBe("true");
    fireEvent.load(screen.getByRole("img", { name: "Infusion pump" }));
    expect(frame?.getAttribute("aria-busy")).toBe("false");
  });

  it("shows a translated placeholder that keeps the alt text when the image fails", () => {
    renderUi(<Image alt="Infusionspumpe" urlFor={urlFor} />, "de");
    fireEvent.error(screen.getByRole("img", { name: "Infusionspumpe" }));
    expect(screen.getByRole("img", { name: "Infusionspumpe" }).textContent).toBe("Bild nicht verfügbar");
  });

  it("keeps a decorative image silent when it fails (no unnamed img role)", () => {
    const { container } = renderUi(<Image alt="" urlFor={urlFor} />);
    fireEvent.error(container.querySelector("img") as HTMLImageElement);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it("loads lazily by default, and at once with high priority when it is what the first paint shows", () => {
    renderUi(
      <>
        <Image alt="Below the fold" urlFor={urlFor} />
        <Image alt="Main picture" urlFor={urlFor} priority />
      </>,
    );

    const lazy = screen.getByRole("img", { name: "Below the fold" });
    const first = screen.getByRole("img", { name: "Main picture" });
    expect(lazy.getAttribute("loading")).toBe("lazy");
    expect(first.getAttribute("loading")).toBe("eager");
    expect(first.getAttribute("fetchpriority")).toBe("high");
  });
});
