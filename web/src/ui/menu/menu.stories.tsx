import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { Button } from "../button/button";
import { EditIcon, PinIcon, ShareIcon, TrashIcon } from "../icons/icons";
import { Menu } from "./menu";

/**
 * A menu button with actions (WAI-ARIA menu pattern).
 *
 * **Do:** keep labels short and verbs first.
 *
 * **Don't:** put navigation links in it.
 */
const meta = {
  component: Menu,
  args: {
    onSelect: fn(),
    trigger: (props) => (
      <Button variant="secondary" {...props}>
        Actions
      </Button>
    ),
    items: [
      { id: "edit", label: "Edit", icon: <EditIcon /> },
      { id: "pin", label: "Pin", icon: <PinIcon /> },
      { id: "share", label: "Share", icon: <ShareIcon />, disabled: true },
      { id: "delete", label: "Delete", icon: <TrashIcon />, danger: true },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ display: "flex", alignItems: "flex-start", justifyContent: "flex-end", minHeight: 240 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongGermanText: Story = {
  args: {
    items: [
      { id: "duplicate", label: "Produktliste duplizieren" },
      { id: "export", label: "Als Excel-Arbeitsmappe exportieren" },
      { id: "history", label: "Versandverlauf der E-Mails anzeigen" },
    ],
  },
};

/** Interaction: the keyboard opens the menu on its first item, skips the disabled one, and Enter chooses. */
export const ChosenByKeyboard: Story = {
  args: { onSelect: fn() },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Actions" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await expect(menu).toBeVisible();
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith("pin");
    await expect(screen.queryByRole("menu")).toBeNull();
  },
};
