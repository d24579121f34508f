import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { LoginErrorPage } from "./login-error-page";

/** The loginError page reads `?code&resultKey`; each story opens it for one result key. */
const forKey = (resultKey: string): Story => ({
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={[`/loginError?code=409&resultKey=${resultKey}`]}>
        <Story />
      </MemoryRouter>
    ),
  ],
});

/**
 * Shown when sign-in succeeds at the identity provider but the account cannot use the app.
 *
 * **Do:** name the reason and whom to contact.
 *
 * **Don't:** show it for an expired session (that signs in again).
 */
const meta = { component: LoginErrorPage } satisfies Meta<typeof LoginErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AccountDisabled: Story = forKey("USER_ACCOUNT_DISABLED");
export const InvalidAuthLevel: Story = forKey("INVALID_AUTH_LEVEL");
