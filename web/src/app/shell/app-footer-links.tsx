import { referenceDataCalls } from "@catalogue/core/api/catalogue/calls/reference-data.calls";
import type { AppInfo } from "@catalogue/core/model";
import { useTranslation } from "react-i18next";
import { useCallQuery } from "../../lib/server-state";
import * as styles from "./app-layout.css";

const LINKS: ReadonlyArray<{ field: keyof AppInfo; labelKey: string }> = [
  { field: "legalNotices", labelKey: "shell.footer.legalNotices" },
  { field: "privacyPolicyWeb", labelKey: "shell.footer.privacy" },
  { field: "providerIdentification", labelKey: "shell.footer.provider" },
  { field: "instructionForUseWeb", labelKey: "shell.footer.instructions" },
];

/**
 * Core spec 3: the legal and help links of the app info. They are a courtesy: without them the footer still
 * shows the copyright, so the call keeps the screen whatever happens to it.
 */
export default function AppFooterLinks() {
  const { t } = useTranslation();
  const info = useCallQuery(referenceDataCalls.appInfo, {}, { keepsScreen: true }).data;
  if (!info) return null;
  return LINKS.map((link) => (
    <a
      key={link.field}
      className={styles.footerLink}
      href={info[link.field]}
      target="_blank"
      rel="noreferrer"
    >
      {t(link.labelKey)}
    </a>
  ));
}
