import type { Meta, StoryObj } from "@storybook/react-vite";
import { CharCounter } from "./char-counter";

const meta = { component: CharCounter, args: { length: 5, max: 100 } } satisfies Meta<typeof CharCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AtTheLimit: Story = { args: { length: 100 } };
