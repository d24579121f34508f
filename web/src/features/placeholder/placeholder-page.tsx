import { type RouteName, routeByName } from "@catalogue/core/access";
import { useTranslation } from "react-i18next";
import { errorsPageStyles as styles } from "../errors";

/**
 * An honest stand-in for a screen that is not built yet: it names the screen (its route title) and
 * says that it is still to come, so the routing and the guard can be used and tested before the screens exist.
 */
export function PlaceholderPage({ routeName }: { routeName: RouteName }) {
  const { t } = useTranslation();
  return (
    <section className={styles.page} data-testid={`placeholder-${routeName}`}>
      <h1 className={styles.title}>{t(routeByName(routeName).titleKey)}</h1>
      <p>{t("shell.placeholder.text")}</p>
    </section>
  );
}
