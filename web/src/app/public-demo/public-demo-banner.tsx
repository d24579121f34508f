import type { HealthResponse } from "@catalogue/core/api";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import * as styles from "./public-demo-banner.css";

/**
 * The server's health through the typed client, loaded after the first paint (the client and its schemas are not
 * part of the first paint's JavaScript).
 */
async function fetchHealth(): Promise<HealthResponse> {
  const [{ runCall }, { systemCalls }, { browserClientConfig }] = await Promise.all([
    import("@catalogue/core/api/client"),
    // The one call, not the catalogue's index: that would fetch every area's calls before the first paint.
    import("@catalogue/core/api/catalogue/calls/system.calls"),
    import("../../lib/server-state/client-config"),
  ]);
  return runCall(browserClientConfig, systemCalls.health, {});
}

/**
 * A demo reachable by others lets anyone sign in as any user: while the server says it runs so (health's
 * `publicDemo`), every page says so too. Nothing is shown while the answer is pending or when it fails.
 */
export function PublicDemoBanner({ health = fetchHealth }: { health?: () => Promise<HealthResponse> }) {
  const { t } = useTranslation();
  const [publicDemo, setPublicDemo] = useState(false);
  useEffect(() => {
    let live = true;
    health().then(
      (answer: HealthResponse) => live && setPublicDemo(answer.publicDemo === true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [health]);
  if (!publicDemo) return null;
  return (
    <p className={styles.banner} role="alert" data-testid="public-demo-banner">
      {t("shell.publicDemo")}
    </p>
  );
}
