import type { Meta, StoryObj } from "@storybook/react-vite";
import { Image } from "./image";

// A data URL stands in for the image server so that the story needs no network.
const svg = (width: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}"><rect width="100%" height="100%" fill="#cfe3f7"/><text x="50%" y="50%" font-size="${width / 8}" text-anchor="middle" fill="#0b5ea8">${width}w</text></svg>`,
  )}`;

/**
 * A product image with responsive widths, a placeholder while loading and when it fails.
 *
 * **Do:** give it the product name as alternative text.
 *
 * **Don't:** load a full-size image for a thumbnail.
 */
const meta = {
  component: Image,
  args: { alt: "Infusion pump", urlFor: svg, sizes: "240px" },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Failed: Story = { args: { urlFor: (width) => `/no-such-image-${width}.jpg` } };
export const Wide: Story = { args: { aspectRatio: 16 / 9 } };
