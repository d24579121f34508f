import { UNSAVED_CHANGES_KEYS } from "@catalogue/core/machines";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router-dom";
import { ConfirmDialog } from "../ui/confirm-dialog/confirm-dialog";

/**
 * Core spec 4.10 / 8: while `dirty`, leaving the screen for another path asks "are you sure you want to leave,
 * your progress will be lost". Render the returned dialog in the screen. A change of the query alone (sorting,
 * filters) is no leaving. Needs a data router (createBrowserRouter), as useBlocker does.
 */
export function useUnsavedChanges(dirty: boolean): ReactNode {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={t(UNSAVED_CHANGES_KEYS.title)}
      confirmLabel={t(UNSAVED_CHANGES_KEYS.leave)}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{t(UNSAVED_CHANGES_KEYS.text)}</p>
    </ConfirmDialog>
  );
}
