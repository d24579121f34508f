import { lazy, Suspense } from "react";
import type { WizardDialogProps } from "./wizard-dialog";

// The wizard and core's xstate machine load when it is first opened, never with the finder or search results.
const WizardDialog = lazy(() => import("./wizard-dialog"));

/**
 * Core spec 2.3: the multi-product-to-multi-list wizard for the products a screen has ticked. Render it while the
 * wizard is open; it loads itself on first use.
 */
export function AddToListsWizard(props: WizardDialogProps) {
  return (
    <Suspense fallback={null}>
      <WizardDialog {...props} />
    </Suspense>
  );
}
