import { lazy, Suspense } from "react";
import type { WizardDialogProps } from "./wizard-dialog";

// The wizard and core's xstate machine load when it is first opened, never with the finder or search results.
// Through a loader module: a direct import() would write the dialog's ~50 preloaded files into each screen's
// chunk (about 1.2 kB gzip on the search route's budget); the loader's chunk holds that list instead.
const WizardDialog = lazy(async () => (await import("./wizard-loader")).loadWizardDialog());

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
