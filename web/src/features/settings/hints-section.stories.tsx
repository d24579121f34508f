import type { Meta, StoryObj } from "@storybook/react-vite";
import { HintsSection } from "./hints-section";

const meta = {
  component: HintsSection,
  args: { onReset: () => undefined },
} satisfies Meta<typeof HintsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
