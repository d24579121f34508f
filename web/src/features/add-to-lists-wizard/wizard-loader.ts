/** The wizard's own chunk, imported from here so its long list of preloads is not written into the screens. */
export const loadWizardDialog = () => import("./wizard-dialog");
