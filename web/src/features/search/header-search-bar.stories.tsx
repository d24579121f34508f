import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { HeaderSearchBar } from "./header-search-bar";
import { rememberSearch } from "./search-history-store";

const meta = {
  component: HeaderSearchBar,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 480, minHeight: 320 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: { userId: 9001 },
} satisfies Meta<typeof HeaderSearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A user without history: the bar alone (hints need the API, so they show in the app and its e2e tests). */
export const Empty: Story = { args: { userId: 9000 } };
/** With a history: focus the bar to see the last products. */
export const WithHistory: Story = {
  beforeEach: () => {
    for (const [id, title] of [
      [1, "Breathing circuit, adult"],
      [2, "SpO2 sensor, neonatal"],
    ] as const)
      rememberSearch(9001, { id, title, subtitle: null, imageId: null });
  },
};
