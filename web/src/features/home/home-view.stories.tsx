import type { Meta, StoryObj } from "@storybook/react-vite";
import { HomeView } from "./home-view";

const meta = { component: HomeView } satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { args: { health: { kind: "ready", version: "1.4.0" } } };
export const Loading: Story = { args: { health: { kind: "loading" } } };
export const ServerUnreachable: Story = { args: { health: { kind: "failed" } } };
