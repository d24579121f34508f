import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { exampleLists, exampleProducts, formatExampleCrp } from "./wizard-fixtures";
import { WizardView } from "./wizard-view";

const actions = {
  onToggle: fn(),
  onStartNewList: fn(),
  onNewListTitle: fn(),
  onNewListSubmit: fn(),
  onNewListCancel: fn(),
  onQuantity: fn(),
  onCrp: fn(),
  onNext: fn(),
  onBack: fn(),
  onConfirm: fn(),
  onViewSkipped: fn(),
  onRetry: fn(),
  onClose: fn(),
};

const choosing = { step: "selectingLists", lists: exampleLists, selectedIds: [1, 2], newList: null } as const;

/**
 * The multi-product-to-multi-list wizard: one story per state of core's add-to-lists machine.
 *
 * **Do:** say which step of four the user is on.
 *
 * **Don't:** close the wizard when adding fails: say why on the confirm step.
 */
const meta = {
  component: WizardView,
  args: { state: choosing, showPrices: true, currency: "EUR", formatCrp: formatExampleCrp, actions },
} satisfies Meta<typeof WizardView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The caller's lists are on their way. */
export const Loading: Story = { args: { state: { step: "loading" } } };
/** The lists could not be loaded: retry. */
export const LoadFailed: Story = { args: { state: { step: "failed" } } };
/** selectingLists: two lists chosen, one in another currency disabled. */
export const SelectingLists: Story = {};
/** selectingLists with nothing chosen: "Next" is disabled. */
export const NothingChosen: Story = { args: { state: { ...choosing, selectedIds: [] } } };
/** managingAmounts: quantity and CRP per product. */
export const ManagingAmounts: Story = {
  args: { state: { step: "managingAmounts", products: exampleProducts } },
};
/** managingAmounts for a Basic user: no price input. */
export const ManagingAmountsWithoutPrices: Story = {
  args: { ...ManagingAmounts.args, showPrices: false },
};
const confirming = {
  step: "confirming",
  listTitles: ["My list", "Ward B"],
  products: exampleProducts,
  adding: false,
} as const;
/** confirming: what goes where. */
export const Confirming: Story = { args: { state: confirming } };
/** adding: the request is on its way; the button is busy. */
export const Adding: Story = { args: { state: { ...confirming, adding: true } } };
/** confirming again after a failed addition, with the reason. */
export const AddFailed: Story = {
  args: { state: { ...confirming, error: "Something went wrong. Please try again." } },
};
/** summary: what each list took; one product was skipped. */
export const Summary: Story = {
  args: {
    state: {
      step: "summary",
      outcomes: [
        { listTitle: "My list", added: 3 },
        { listTitle: "Ward B", added: 2 },
      ],
      skippedCount: 1,
    },
  },
};
/** skippedProducts: the skipped product, its list and why. */
export const SkippedProducts: Story = {
  args: {
    state: {
      step: "skippedProducts",
      skipped: [
        {
          listTitle: "Ward B",
          reason: "DUPLICATE",
          products: [{ title: "Breathing circuit, adult", partNumber: "8401869" }],
        },
      ],
    },
  },
};

/** Interaction: "Next" goes on from the choice; the summary offers the skipped products. */
export const StepButtons: Story = {
  play: async ({ args }) => {
    await screen.findByRole("dialog", { name: "Add products to lists" });
    await expect(screen.getByText("Step 1 of 4")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await expect(args.actions.onNext).toHaveBeenCalledTimes(1);
  },
};
