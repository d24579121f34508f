import { pathTo } from "@catalogue/core/access";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { loadNotificationBell } from "../../features/notifications";
import { loadHeaderSearchBar } from "../../features/search";
import { IconButton } from "../../ui/icon-button/icon-button";
import { MenuIcon } from "../../ui/icons/icons";
import * as styles from "./app-layout.css";

// The bell and the search bar load after the frame: they are not needed to paint the first screen, and the
// finder's initial JavaScript has a budget (docs/developers/size-budget.md).
const NotificationBell = lazy(async () => ({ default: await loadNotificationBell() }));
// The profile menu (with its menu and logout dialog) is used only after the first paint as well.
const ProfileMenu = lazy(async () => ({ default: (await import("./profile-menu")).ProfileMenu }));
const HeaderSearchBar = lazy(async () => ({ default: await loadHeaderSearchBar() }));

/** Props of AppHeader. */
export type AppHeaderProps = {
  email: string;
  /** The signed-in user's id: the search history is kept per user (absent: no search bar, e.g. onboarding). */
  searchUserId?: number;
  /** Onboarding shows the logo without the link: the finder is not open yet. */
  logoLinks: boolean;
  phoneMenuOpen: boolean;
  onTogglePhoneMenu: () => void;
};

/** The header with the logo to the finder, the phone menu button and the profile menu. */
export function AppHeader({
  email,
  searchUserId,
  logoLinks,
  phoneMenuOpen,
  onTogglePhoneMenu,
}: AppHeaderProps) {
  const { t } = useTranslation();
  const logo = (
    <>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className={styles.logoText}>{t("app.name")}</span>
    </>
  );
  return (
    <header className={styles.header}>
      {/* The wrapper hides the button from the first breakpoint (sm): the IconButton recipe's own display would win over a class on it. */}
      <span className={styles.hamburger}>
        <IconButton
          label={t("shell.sideMenu.open")}
          aria-expanded={phoneMenuOpen}
          aria-controls="side-menu"
          icon={<MenuIcon />}
          onClick={onTogglePhoneMenu}
        />
      </span>
      {logoLinks ? (
        <Link to={pathTo("finder")} className={styles.logo} aria-label={t("shell.header.home")}>
          {logo}
        </Link>
      ) : (
        <span className={styles.logo}>{logo}</span>
      )}
      {/* Onboarding has neither the finder link nor the inbox: the user has no lists yet. */}
      <Suspense fallback={null}>
        {logoLinks && <NotificationBell />}
        {searchUserId !== undefined && <HeaderSearchBar userId={searchUserId} />}
      </Suspense>
      <Suspense fallback={null}>
        <ProfileMenu email={email} />
      </Suspense>
    </header>
  );
}
