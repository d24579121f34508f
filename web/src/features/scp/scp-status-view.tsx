import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { onboardingStyles as styles } from "../onboarding";

/** Props of ScpStatusView. */
export type ScpStatusViewProps = {
  status: "waiting" | "rejected";
  /** Waiting only: asks the server again (the guard moves an approved partner on). */
  onCheckAgain?: () => void;
};

const KEYS = {
  waiting: { title: "scp.waitingRoom.title", text: "scp.waitingRoom.text" },
  rejected: { title: "scp.rejected.title", text: "scp.rejected.text" },
} as const;

/** Core spec 2.3 / 4.4: the waiting room (PENDING) and the declined request (REJECTED) of a partner. */
export function ScpStatusView({ status, onCheckAgain }: ScpStatusViewProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.page} data-testid={`scp-${status}`}>
      <h1 className={styles.title}>{t(KEYS[status].title)}</h1>
      <p>{t(KEYS[status].text)}</p>
      {onCheckAgain && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCheckAgain}>
            {t("scp.waitingRoom.check")}
          </Button>
        </div>
      )}
    </section>
  );
}
