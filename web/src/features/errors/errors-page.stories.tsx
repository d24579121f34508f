import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { ErrorsPage } from "./errors-page";

/** The errors page reads `?code=`; each story opens it at one code. */
const atCode = (code: string): Story => ({
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={[`/errors?code=${code}`]}>
        <Story />
      </MemoryRouter>
    ),
  ],
});

/**
 * The full-page error for a route: forbidden, not found, server error, no internet.
 *
 * **Do:** offer a way back (home, retry).
 *
 * **Don't:** use it for a failing part of a screen: use a toast or an inline message.
 */
const meta = { component: ErrorsPage } satisfies Meta<typeof ErrorsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Forbidden: Story = atCode("403");
export const NotFound: Story = atCode("404");
export const ResourceNotFound: Story = atCode("464");
export const ServerError: Story = atCode("500");
export const NoInternet: Story = atCode("no-internet");
