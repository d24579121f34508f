import type { Meta, StoryObj } from "@storybook/react-vite";
import { SpinView } from "./spin-view";

/**
 * The 360° view of a product (36 frames, dragged or keyed).
 *
 * **Do:** support the arrow keys.
 *
 * **Don't:** autoplay the rotation.
 */
const meta = {
  component: SpinView,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { imageId: "circuit-001869-360", title: "Breathing circuit, adult" },
} satisfies Meta<typeof SpinView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Focus it and use the arrow keys (the frames come from the API's image service). */
export const Default: Story = {};
