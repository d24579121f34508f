import { matchRoute, routeByName } from "@catalogue/core/access";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";

/** Core spec 2.2: the document title of the current route ("<page> | <app>"), from core's route table. */
export function usePageTitle(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    const match = matchRoute(pathname);
    const page = match ? t(routeByName(match.name).titleKey) : t("errors.notFound.title");
    document.title = `${page} | ${t("app.name")}`;
  }, [pathname, t]);
}
