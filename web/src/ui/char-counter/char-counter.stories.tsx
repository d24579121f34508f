import type { Meta, StoryObj } from "@storybook/react-vite";
import { CharCounter } from "./char-counter";

/**
 * How many characters are left in a limited text, with the limit reached message.
 *
 * **Do:** use it with fields that have a limit from core.
 *
 * **Don't:** count limits by hand.
 */
const meta = { component: CharCounter, args: { text: "Hello", max: 100 } } satisfies Meta<typeof CharCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AtTheLimit: Story = { args: { text: "x".repeat(100) } };
