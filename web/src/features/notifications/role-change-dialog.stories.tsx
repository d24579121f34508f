import { exampleRoleChangeInfo } from "@catalogue/core/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { RoleChangeDialog } from "./role-change-dialog";

/**
 * Tells a user that their role or price access changed.
 *
 * **Do:** say what changed and where.
 *
 * **Don't:** show it again once acknowledged.
 */
const meta = {
  component: RoleChangeDialog,
  args: {
    open: true,
    state: { kind: "ready", info: exampleRoleChangeInfo },
    onClose: () => undefined,
    onOpenSettings: () => undefined,
  },
} satisfies Meta<typeof RoleChangeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A first price access: the button leads to the settings, where prices are switched on. */
export const FirstPriceAccess: Story = {};
export const SeveralCountries: Story = {
  args: {
    state: {
      kind: "ready",
      info: {
        ...exampleRoleChangeInfo,
        firstPriceAccess: false,
        elements: [
          { role: "KEY_USER", countryName: "Germany" },
          { role: "ADVANCED_USER", countryName: "Austria" },
          { role: "BASIC_USER", countryName: "Switzerland" },
        ],
      },
    },
  },
};
export const Loading: Story = { args: { state: { kind: "loading" } } };
export const Gone: Story = { args: { state: { kind: "gone" } } };
export const LoadFailed: Story = { args: { state: { kind: "failed" } } };

/** Interaction: the settings button leads to the settings; Escape closes. */
export const ToSettings: Story = {
  args: { onOpenSettings: fn(), onClose: fn() },
  play: async ({ args }) => {
    await screen.findByRole("dialog", { name: "Your roles have changed" });
    await userEvent.click(screen.getByRole("button", { name: "Open settings" }));
    await expect(args.onOpenSettings).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalled();
  },
};
