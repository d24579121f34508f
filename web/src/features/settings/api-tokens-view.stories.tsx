import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiTokensView } from "./api-tokens-view";

/**
 * Personal API tokens: list, create (shown once), revoke.
 *
 * **Do:** show a new token once, with a copy button.
 *
 * **Don't:** show a token again after creation.
 */
const meta = {
  component: ApiTokensView,
  args: {
    state: {
      kind: "ready",
      tokens: [
        {
          id: 2,
          name: "nightly imports",
          createdAt: "2026-11-20T09:00:00Z",
          lastUsedAt: "2026-11-24T02:00:00Z",
          current: false,
        },
        { id: 1, name: "laptop", createdAt: "2026-11-18T15:30:00Z", lastUsedAt: null, current: false },
      ],
    },
    created: null,
    creating: false,
    serverUrl: "https://catalogue.example.com",
    timeZone: "UTC",
    onCreate: () => undefined,
    onRevoke: () => undefined,
    onCopy: () => undefined,
    onDismissCreated: () => undefined,
    onRetry: () => undefined,
  },
} satisfies Meta<typeof ApiTokensView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {};

export const JustCreated: Story = {
  args: { created: { name: "nightly imports", secret: "cat_3q2v9Xl0b1wP4r8yZk6mN5tQ7sJ2hC0dF9gA1eR4uV8" } },
};

export const None: Story = { args: { state: { kind: "ready", tokens: [] } } };

export const Loading: Story = { args: { state: { kind: "loading" } } };

export const Failed: Story = { args: { state: { kind: "failed" } } };
