import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { expect, fn, screen, userEvent } from "storybook/test";
import { RepriceDialog } from "./reprice-dialog";

/**
 * Copies a list into another country the user holds: choose the country and the copy's title, then see the new
 * list and the products left behind with their alternatives.
 *
 * **Do:** offer only the countries the user holds, other than the list's own.
 *
 * **Don't:** hide a skipped product: the user must see what is missing from the copy and what can replace it.
 */
const meta = {
  component: RepriceDialog,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    listTitle: "Ward 3 ventilation",
    countries: [
      { id: 3, name: "Switzerland" },
      { id: 14, name: "United Kingdom" },
    ],
    onSubmit: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof RepriceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseCountry: Story = {};
export const Copying: Story = { args: { countries: [{ id: 3, name: "Switzerland" }], busy: true } };
export const TitleTaken: Story = {
  args: { countries: [{ id: 3, name: "Switzerland" }], titleError: "apiErrors.INVALID_UNIQUE_VALUE" },
};

export const ResultWithSkippedProducts: Story = {
  args: {
    result: {
      listTitle: "Ward 3 ventilation (Switzerland)",
      listHref: "/product-lists/42",
      countryName: "Switzerland",
      currency: "CHF",
      copiedCount: 4,
      skipped: [
        {
          id: 11,
          title: "IBP interface cable, universal",
          quantity: 5,
          reason: "NOT_CLEARED",
          alternatives: [{ id: 40, title: "IBP interface cable, adult" }],
        },
        {
          id: 29,
          title: "Oxygen sensor capsule, all patients",
          quantity: 2,
          reason: "PHASED_OUT",
          alternatives: [],
        },
      ],
    },
  },
};

export const ResultAllCopied: Story = {
  args: {
    result: {
      listTitle: "Ward 3 ventilation (Switzerland)",
      listHref: "/product-lists/42",
      countryName: "Switzerland",
      currency: "CHF",
      copiedCount: 6,
      skipped: [],
    },
  },
};

/** Interaction: nothing is sent without a country; once chosen, the copy is named after the list and country. */
export const CopiedToSwitzerland: Story = {
  args: { onSubmit: fn() },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole("button", { name: "Copy" }));
    // Neither a country nor (so) a title yet: both say so.
    await expect(await screen.findAllByText("This field cannot be empty")).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: /Country/ }), "Switzerland");
    await expect(screen.getByRole("textbox", { name: /Title of the copy/ })).toHaveValue(
      "Ward 3 ventilation (Switzerland)",
    );
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      countryId: 3,
      title: "Ward 3 ventilation (Switzerland)",
    });
  },
};
