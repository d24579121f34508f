import type { Meta, StoryObj } from "@storybook/react-vite";
import { exampleCards } from "../../catalogue";
import { exampleElement } from "../list-fixtures";
import { OrderRow } from "./order-row";

const [element] = exampleCards(1).map((card) => exampleElement(1, card));
const noop = () => undefined;

/**
 * One product in edit-order mode: handle, position, picture, name and part number.
 *
 * **Do:** give the handle a name that says which product it moves and where it is.
 *
 * **Don't:** put links or inputs in the row; it is for ordering only.
 */
const meta = {
  component: OrderRow,
  decorators: [
    (Story) => (
      <ol style={{ listStyle: "none", padding: 0 }}>
        <Story />
      </ol>
    ),
  ],
  args: {
    element: element as NonNullable<typeof element>,
    index: 0,
    total: 12,
    dragging: false,
    describedBy: "",
    handle: {
      onPointerDown: noop,
      onPointerMove: noop,
      onPointerUp: noop,
      onPointerCancel: noop,
      onContextMenu: noop,
    },
    onKeyDown: noop,
  },
} satisfies Meta<typeof OrderRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Resting: Story = {};
export const Dragged: Story = { args: { dragging: true, index: 2 } };
