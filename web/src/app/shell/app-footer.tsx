import type { AppInfo } from "@catalogue/core/model";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiRequest } from "../../lib/api-client";
import { firstPaintContract } from "../../lib/lazy-contract";
import * as styles from "./app-layout.css";

const LINKS: ReadonlyArray<{ field: keyof AppInfo; labelKey: string }> = [
  { field: "legalNotices", labelKey: "shell.footer.legalNotices" },
  { field: "privacyPolicyWeb", labelKey: "shell.footer.privacy" },
  { field: "providerIdentification", labelKey: "shell.footer.provider" },
  { field: "instructionForUseWeb", labelKey: "shell.footer.instructions" },
];

/** Core spec 3 / issue 9: legal and help links from `GET /app-info` and a copyright of the current year. */
export function AppFooter() {
  const { t } = useTranslation();
  const [info, setInfo] = useState<AppInfo | null>(null);
  useEffect(() => {
    let live = true;
    // The links are a courtesy: without them the footer still shows the copyright, so a failure stays quiet.
    apiRequest({ path: "/app-info", response: firstPaintContract("AppInfo") }).then(
      (answer) => live && setInfo(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <footer className={styles.footer}>
      <span>{t("shell.footer.copyright", { year: new Date().getFullYear() })}</span>
      {info &&
        LINKS.map((link) => (
          <a
            key={link.field}
            className={styles.footerLink}
            href={info[link.field]}
            target="_blank"
            rel="noreferrer"
          >
            {t(link.labelKey)}
          </a>
        ))}
    </footer>
  );
}
