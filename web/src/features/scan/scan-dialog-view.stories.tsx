import type { Meta, StoryObj } from "@storybook/react-vite";
import { ScanDialogView } from "./scan-dialog-view";

/**
 * Scanning a product's barcode or UDI label with the camera: the camera's picture with an aiming frame, and one
 * line that says what happens. A code read closes the dialog and opens the product, as typing the code does.
 *
 * **Do:** say how to go on without a camera (type the code into the search bar).
 *
 * **Don't:** keep the camera on after the dialog closes.
 */
const meta = {
  component: ScanDialogView,
  args: { open: true, state: "scanning", onClose: () => undefined },
} satisfies Meta<typeof ScanDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The browser is asked for the camera. */
export const Starting: Story = { args: { state: "starting" } };
/** The camera shows its picture (black here: stories have no camera) and frames are read. */
export const Scanning: Story = {};
export const CameraBlocked: Story = { args: { state: "denied" } };
export const NoCamera: Story = { args: { state: "unavailable" } };
export const CameraFailed: Story = { args: { state: "failed" } };
