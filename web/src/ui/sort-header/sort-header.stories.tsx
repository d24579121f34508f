import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { SortHeader, type SortState } from "./sort-header";

function Table({ initial }: { initial?: SortState }) {
  const [sort, setSort] = useState(initial);
  return (
    <table style={{ borderCollapse: "collapse" }}>
      <thead>
        <tr>
          <SortHeader field="title" label="Title" sort={sort} onSort={setSort} />
          <SortHeader field="price" label="Price" sort={sort} onSort={setSort} />
          <SortHeader field="quantity" label="Quantity" sort={sort} onSort={setSort} />
        </tr>
      </thead>
    </table>
  );
}

/**
 * A table column header that sorts, with the direction announced.
 *
 * **Do:** sort on the server for paged data.
 *
 * **Don't:** sort by columns the user cannot see.
 */
const meta = {
  component: SortHeader,
  args: { field: "title", label: "Title", sort: undefined, onSort: () => undefined },
  render: (args) => <Table initial={args.sort} />,
} satisfies Meta<typeof SortHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unsorted: Story = {};
export const Ascending: Story = { args: { sort: { field: "title", direction: "asc" } } };
export const Descending: Story = { args: { sort: { field: "price", direction: "desc" } } };

/** Interaction: the first press sorts ascending, the second flips the direction; aria-sort says which. */
export const SortsAndFlips: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole("columnheader", { name: /Price/ });
    await expect(header).not.toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(within(header).getByRole("button"));
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(within(header).getByRole("button"));
    await expect(header).toHaveAttribute("aria-sort", "descending");
  },
};
