import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../ui/confirm-dialog/confirm-dialog";
import { IconButton } from "../../ui/icon-button/icon-button";
import { LogoutIcon, UserIcon } from "../../ui/icons/icons";
import { Menu } from "../../ui/menu/menu";
import { logout } from "../session";

/** Core spec 2.1 / issue 9: the profile dropdown; logging out asks first. */
export function ProfileMenu({ email }: { email: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      window.location.assign(await logout());
    } catch {
      // The session may already be gone: the identity page is where the user goes either way.
      window.location.assign("/api/auth/authorize");
    }
  };
  return (
    <>
      <Menu
        items={[{ id: "logout", label: t("shell.profileMenu.logout"), icon: <LogoutIcon /> }]}
        onSelect={() => setConfirming(true)}
        trigger={(props) => (
          <IconButton {...props} label={t("shell.profileMenu.open", { email })} icon={<UserIcon />} />
        )}
      />
      <ConfirmDialog
        open={confirming}
        title={t("shell.logout.title")}
        confirmLabel={t("shell.logout.confirm")}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        {t("shell.logout.text")}
      </ConfirmDialog>
    </>
  );
}
