import type { Meta, StoryObj } from "@storybook/react-vite";
import { CountriesView } from "./countries-view";

/**
 * Admins open or close countries for partners.
 *
 * **Do:** confirm what a change does to partners.
 *
 * **Don't:** close a country without saying who is affected.
 */
const meta = {
  component: CountriesView,
  args: {
    countries: [
      { id: 1, title: "DE", country: "Germany", subregion: null, availableForScp: true },
      { id: 2, title: "AT", country: "Austria", subregion: null, availableForScp: true },
      { id: 3, title: "FR", country: "France", subregion: null, availableForScp: false },
      { id: 4, title: "JP", country: "Japan", subregion: null, availableForScp: false },
    ],
    failed: false,
    saving: false,
    onSave: () => undefined,
  },
} satisfies Meta<typeof CountriesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Countries: Story = {};
export const Saving: Story = { args: { saving: true } };
