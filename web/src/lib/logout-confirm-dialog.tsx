import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../ui/confirm-dialog/confirm-dialog";
import { AUTHORIZE_URL } from "./authorize-url";
import { leaveFor, startLeaving } from "./login-redirect";
import { logout } from "./session";

/** Core spec 2.3: the logout confirmation; on confirm the session ends and the browser goes where the API says. */
export function LogoutConfirmDialog({ open, onCancel }: { open: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    startLeaving();
    try {
      leaveFor(await logout());
    } catch {
      // The session may already be gone: the identity page is where the user goes either way.
      leaveFor(AUTHORIZE_URL);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={t("shell.logout.title")}
      confirmLabel={t("shell.logout.confirm")}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      {t("shell.logout.text")}
    </ConfirmDialog>
  );
}
