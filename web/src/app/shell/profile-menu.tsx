import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LogoutConfirmDialog } from "../../lib/logout-confirm-dialog";
import { IconButton } from "../../ui/icon-button/icon-button";
import { LogoutIcon, UserIcon } from "../../ui/icons/icons";
import { Menu } from "../../ui/menu/menu";

/** Core spec 2.1: the profile dropdown; logging out asks first. */
export function ProfileMenu({ email }: { email: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Menu
        items={[{ id: "logout", label: t("shell.profileMenu.logout"), icon: <LogoutIcon /> }]}
        onSelect={() => setConfirming(true)}
        trigger={(props) => (
          <IconButton {...props} label={t("shell.profileMenu.open", { email })} icon={<UserIcon />} />
        )}
      />
      <LogoutConfirmDialog open={confirming} onCancel={() => setConfirming(false)} />
    </>
  );
}
