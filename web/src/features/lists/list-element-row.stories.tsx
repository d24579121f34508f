import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { exampleCard, exampleViewer } from "../catalogue";
import { ListElementRow } from "./list-element-row";
import { exampleElement, withCorridor } from "./list-fixtures";

const element = exampleElement(1, withCorridor(exampleCard()), { quantity: 3 });
const outside = { ...element, product: withCorridor(element.product, { lowerLimit: 90, upperLimit: 110 }) };
const { crp: _crp, discount: _discount, netPrice: _net, totalPrice: _total, ...unpriced } = element.pricing;
const { pricing: _cardPricing, ...unpricedCard } = element.product;
/** What the server sends a Basic user or a partner: no price field at all. */
const withoutPrices = { ...element, pricing: unpriced, product: unpricedCard };

/**
 * One product of a list with its price columns as core's price rules allow them per role: CRP net price, local
 * list and global reference prices, and for the GGP roles the corridor, the difference to it and the flag of a
 * price outside it.
 *
 * **Do:** flag a price outside the GGP corridor with text, not colour alone.
 *
 * **Don't:** render a price column the role may not see, not even empty.
 */
const meta = {
  component: ListElementRow,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    element,
    viewer: exampleViewer,
    currency: "EUR",
    showPrices: true,
    priceColumns: { prices: true, ggp: "text" },
    editable: true,
    onQuantity: () => undefined,
    onCrp: () => undefined,
    onRemove: () => undefined,
  },
} satisfies Meta<typeof ListElementRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Advanced: Story = {};
export const KeyUser: Story = {
  args: { viewer: { ...exampleViewer, role: "KEY_USER" }, priceColumns: { prices: true, ggp: "percentage" } },
};
export const BasicPlus: Story = {
  args: {
    viewer: { ...exampleViewer, role: "BASIC_USER_PLUS" },
    priceColumns: { prices: true, ggp: "none" },
  },
};
export const Partner: Story = {
  args: {
    element: withoutPrices,
    viewer: { ...exampleViewer, role: "SALES_CHANNEL_PARTNER", showPrices: false },
    showPrices: false,
    priceColumns: { prices: false, ggp: "none" },
  },
};
export const OutsideCorridor: Story = { args: { element: outside } };
export const TypingOutsideCorridor: Story = { args: { typedCrp: 150 } };
export const Phone: Story = { args: { element: outside }, globals: { viewport: { value: "phone" } } };
export const PhoneGerman: Story = {
  args: { element: outside },
  globals: { viewport: { value: "phone" }, locale: "de" },
};
/** A product added offline, shown at once and marked until it is sent (supplement 7, offline sync). */
export const WaitingToBeAdded: Story = { args: { element: { ...element, id: -element.productId } } };
