import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ScpRegistrationView } from "./scp-registration-view";

const countries = [
  { id: 1, title: "AT", country: "Austria", subregion: null, availableForScp: true },
  { id: 2, title: "CH", country: "Switzerland", subregion: null, availableForScp: true },
];

/**
 * Sales channel partners ask for access to a country.
 *
 * **Do:** say when no country is open.
 *
 * **Don't:** let a partner ask twice for the same country.
 */
const meta = {
  component: ScpRegistrationView,
  args: { registering: false, failed: false, onRegister: fn(), countries: { kind: "ready", countries } },
} satisfies Meta<typeof ScpRegistrationView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseCountry: Story = {};
export const Loading: Story = { args: { countries: { kind: "loading" } } };
export const NoOpenCountry: Story = { args: { countries: { kind: "ready", countries: [] } } };
export const CountriesFailed: Story = { args: { countries: { kind: "failed" } } };
export const Sending: Story = { args: { registering: true } };
export const SendFailed: Story = { args: { failed: true } };
