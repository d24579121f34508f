import type { Meta, StoryObj } from "@storybook/react-vite";
import { HomeView } from "./home-view";

/**
 * The home screen after sign-in, with its loading and server-unreachable states.
 *
 * **Do:** show what the user can do next.
 *
 * **Don't:** block the screen while optional parts load.
 */
const meta = { component: HomeView } satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { args: { health: { kind: "ready", version: "1.4.0" } } };
export const Loading: Story = { args: { health: { kind: "loading" } } };
export const ServerUnreachable: Story = { args: { health: { kind: "failed" } } };
