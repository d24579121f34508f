import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { exampleFilters } from "../catalogue";
import { FinderView } from "./finder-view";

/**
 * The finder (start) screen: search and entry points into the catalogue.
 *
 * **Do:** keep it fast: it is the first screen most users see.
 *
 * **Don't:** load data it does not show.
 */
const meta = {
  component: FinderView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    state: {
      kind: "ready",
      counters: [
        { careArea: "OR", count: 1239 },
        { careArea: "ICU", count: 1024 },
        { careArea: "NICU", count: 875 },
      ],
      filters: exampleFilters,
    },
  },
} satisfies Meta<typeof FinderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { args: { state: { kind: "loading" } } };
export const Failed: Story = { args: { state: { kind: "failed" } } };
