import { type MenuEntry, pathTo, visibleMenuEntries } from "@catalogue/core/access";
import type { UserProfileResponse } from "@catalogue/core/api";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { menuLabel } from "../../lib/menu-label";
import { IconButton } from "../../ui/icon-button/icon-button";
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DatabaseIcon,
  HeartIcon,
  ListIcon,
  SearchIcon,
  SettingsIcon,
  UserIcon,
} from "../../ui/icons/icons";
import * as styles from "./app-layout.css";

const ICONS: Record<MenuEntry["id"], ReactNode> = {
  finder: <SearchIcon />,
  products: <ListIcon />,
  productLists: <HeartIcon />,
  users: <UserIcon />,
  system: <DatabaseIcon />,
  settings: <SettingsIcon />,
};

/** Props of SideMenu. */
export type SideMenuProps = {
  profile: UserProfileResponse;
  collapsed: boolean;
  phoneOpen: boolean;
  onToggleCollapsed: () => void;
  onNavigate: () => void;
};

/** Core spec 2.1 / 9: the main navigation, filtered by core's access rules; collapsible, a drawer on phones. */
export function SideMenu({ profile, collapsed, phoneOpen, onToggleCollapsed, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const variant = phoneOpen ? "expanded" : collapsed ? "collapsed" : "expanded";
  return (
    <nav
      id="side-menu"
      aria-label={t("shell.sideMenu.label")}
      onKeyDown={(event) => {
        if (phoneOpen && event.key === "Escape") onNavigate();
      }}
      className={phoneOpen ? styles.nav[variant] : `${styles.nav[variant]} ${styles.nav.phoneClosed}`}
    >
      {visibleMenuEntries(profile).map((entry) => {
        const label = t(entry.labelKey);
        return (
          <NavLink
            key={entry.id}
            to={pathTo(entry.route)}
            end
            className={styles.navLink}
            title={label}
            aria-label={collapsed && !phoneOpen ? label : undefined}
            onClick={onNavigate}
          >
            {ICONS[entry.id]}
            {(!collapsed || phoneOpen) && <span>{menuLabel(label)}</span>}
          </NavLink>
        );
      })}
      <span className={styles.collapseToggle}>
        <IconButton
          label={t(collapsed ? "shell.sideMenu.expand" : "shell.sideMenu.collapse")}
          aria-expanded={!collapsed}
          icon={collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          onClick={onToggleCollapsed}
        />
      </span>
    </nav>
  );
}
