import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { expect, userEvent, within } from "storybook/test";
import { ShellFailureReport } from "../../lib/shell-failure-report";
import { HeaderSearchBar } from "./header-search-bar";
import { rememberSearch } from "./search-history-store";

/**
 * The search field in the header, with the user's recent products.
 *
 * **Do:** keep history per user.
 *
 * **Don't:** send a search on every key press.
 */
const meta = {
  component: HeaderSearchBar,
  decorators: [
    // The shell's failure report, as every screen has it (the hints' call reports to it); it reads the shell
    // route's data, so the bar sits in a data router's "shell" route.
    (Story) => {
      const [router] = useState(() =>
        createMemoryRouter([
          {
            id: "shell",
            path: "*",
            element: (
              <ShellFailureReport>
                <div style={{ maxWidth: 480, minHeight: 320 }}>
                  <Story />
                </div>
              </ShellFailureReport>
            ),
          },
        ]),
      );
      return <RouterProvider router={router} />;
    },
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
  // The keyboard path of the combobox pattern: focus opens the history, arrows move, Escape closes.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox");
    await userEvent.click(input);
    const options = await canvas.findAllByRole("option");
    await expect(options).toHaveLength(2);
    await userEvent.keyboard("{ArrowDown}");
    await expect(options[0]).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", options[0]?.id);
    await userEvent.keyboard("{ArrowDown}");
    await expect(options[1]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveAttribute("aria-expanded", "false");
  },
};
