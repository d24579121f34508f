import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { ExportDialog } from "./export-dialog";

/**
 * Exports a list as a spreadsheet or PDF, with or without prices by role.
 *
 * **Do:** show progress while the file is prepared.
 *
 * **Don't:** offer prices to users who may not see them.
 */
const meta = {
  component: ExportDialog,
  args: {
    listTitle: "Ward 3 ventilation",
    showsFinancialChoice: true,
    phase: { kind: "idle" },
    onDownload: () => undefined,
    onCancel: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof ExportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PriceViewer: Story = {};
export const WithoutPrices: Story = { args: { showsFinancialChoice: false } };
export const Preparing: Story = { args: { phase: { kind: "downloading", received: 0, total: null } } };
export const Downloading: Story = {
  args: { phase: { kind: "downloading", received: 48_000, total: 120_000 } },
};
export const Failed: Story = { args: { phase: { kind: "failed" } } };

/** Interaction: PDF with the internal financial data is what the download asks for. */
export const PdfWithFinancialData: Story = {
  args: { onDownload: fn() },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole("radio", { name: "PDF" }));
    await userEvent.click(screen.getByRole("switch", { name: /Include internal financial data/ }));
    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    await expect(args.onDownload).toHaveBeenCalledWith({ format: "pdf", includeFinancial: true });
  },
};
