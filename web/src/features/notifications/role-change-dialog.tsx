import { DEFAULT_CURRENCY } from "@catalogue/core/constants";
import type { RoleChangeInfo } from "@catalogue/core/model";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { Dialog } from "../../ui/dialog/dialog";
import { WarningIcon } from "../../ui/icons/icons";
import { Spinner } from "../../ui/spinner/spinner";
import * as styles from "./notifications.css";

/** What the role-change popup shows: loading, the change, or why there is none. */
export type RoleChangeState =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "gone" }
  | { kind: "ready"; info: RoleChangeInfo };

/** Props of RoleChangeDialog. */
export type RoleChangeDialogProps = {
  open: boolean;
  state: RoleChangeState;
  onClose: () => void;
  onOpenSettings: () => void;
};

/**
 * Core spec 4.5 / 4.9: the role-change popup: the important notice that the default currency becomes EUR, the
 * roles per country, and for a first price access a button to the settings (where prices are switched on).
 */
export function RoleChangeDialog({ open, state, onClose, onOpenSettings }: RoleChangeDialogProps) {
  const { t } = useTranslation();
  const firstPriceAccess = state.kind === "ready" && state.info.firstPriceAccess;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("notifications.roleChange.title")}
      size="sm"
      footer={
        <>
          <Button variant={firstPriceAccess ? "secondary" : "primary"} onClick={onClose}>
            {t("ui.common.close")}
          </Button>
          {firstPriceAccess && (
            <Button onClick={onOpenSettings}>{t("notifications.roleChange.toSettings")}</Button>
          )}
        </>
      }
    >
      {state.kind === "loading" && <Spinner />}
      {state.kind === "failed" && <p role="alert">{t("notifications.roleChange.failed")}</p>}
      {state.kind === "gone" && <p>{t("notifications.roleChange.gone")}</p>}
      {state.kind === "ready" && (
        <>
          <p className={styles.notice}>
            <WarningIcon />
            <span>
              <strong>{t("notifications.roleChange.important")}: </strong>
              {t("notifications.roleChange.currencyNotice", { currency: DEFAULT_CURRENCY })}
            </span>
          </p>
          <p>{t("notifications.roleChange.intro")}</p>
          <ul className={styles.roles}>
            {state.info.elements.map((element) => (
              <li key={`${element.role}-${element.countryName}`}>
                {t("notifications.roleChange.element", {
                  role: t(`notifications.roles.${element.role}`),
                  country: element.countryName,
                })}
              </li>
            ))}
          </ul>
          {state.info.firstPriceAccess && <p>{t("notifications.roleChange.firstPriceAccess")}</p>}
        </>
      )}
    </Dialog>
  );
}
