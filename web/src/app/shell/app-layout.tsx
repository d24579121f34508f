import { canUseRoute, matchRoute } from "@catalogue/core/access";
import type { UserProfileResponse } from "@catalogue/core/api";
import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet, ScrollRestoration, useLoaderData, useLocation } from "react-router-dom";
import { loadHintLayer } from "../../features/hints";
import { loadOfflineSync } from "../../features/offline";
import { appAnalytics } from "../../lib/analytics/analytics-port";
import { hasConsentToast, readConsent } from "../../lib/analytics/consent-storage";
import { usePageViews } from "../../lib/analytics/use-page-views";
import { onConsentSettingsRequested } from "../../lib/consent-settings";
import { ShellFailureReport } from "../../lib/shell-failure-report";
import { hasStoredCollapsed, initialCollapsed, storeCollapsed } from "../../lib/side-menu-state";
import { usePageTitle } from "../../lib/use-page-title";
import { useProfileLanguage } from "../../lib/use-profile-language";
import { ToastProvider } from "../../ui/toast/toast-provider";
import { loadConsentGate } from "../consent/load-consent-gate";
import { AppFooter } from "./app-footer";
import { AppHeader } from "./app-header";
import * as styles from "./app-layout.css";
import { SideMenu } from "./side-menu";

// Core spec 4.6: the consent popup and its machine load only when needed, outside the finder's initial JavaScript.
const ConsentGate = lazy(loadConsentGate);
// Core spec 2.3 (tutorial pop-ups): the hints load after the first paint, outside the finder's initial JavaScript.
const HintLayer = lazy(async () => ({ default: await loadHintLayer() }));
// Supplement 7 (offline sync): the offline indicator and the sync load after the first paint, in a chunk of their own.
const OfflineSync = lazy(async () => ({ default: await loadOfflineSync() }));
const analytics = appAnalytics();

/** Core spec 9: the menu collapses by itself when the window shrinks under 1500 px, unless the user chose. */
function useCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => initialCollapsed(window.innerWidth));
  useEffect(() => {
    const onResize = () => {
      if (!hasStoredCollapsed()) setCollapsed(initialCollapsed(window.innerWidth));
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  const toggle = () =>
    setCollapsed((current) => {
      storeCollapsed(!current);
      return !current;
    });
  return [collapsed, toggle];
}

/** Header, side menu, the screen and the footer around every guarded screen. */
export function AppLayout() {
  const profile = useLoaderData() as UserProfileResponse;
  const { pathname } = useLocation();
  const [collapsed, toggleCollapsed] = useCollapsed();
  const [phoneOpen, setPhoneOpen] = useState(false);
  usePageTitle();
  useProfileLanguage(profile.languageShortcut);
  usePageViews(analytics, String(profile.id));
  const [askConsent, setAskConsent] = useState(
    () => readConsent(String(profile.id)) === "UNDECIDED" || hasConsentToast(),
  );
  const [consentRequests, setConsentRequests] = useState(0);
  useEffect(
    () =>
      onConsentSettingsRequested(() => {
        setAskConsent(true);
        setConsentRequests((count) => count + 1);
      }),
    [],
  );
  const onboarding = matchRoute(pathname)?.name === "onboarding";
  return (
    <ToastProvider>
      <ShellFailureReport>
        <div className={styles.frame}>
          <AppHeader
            email={profile.email}
            // The search bar is for those who may search (not while onboarding or waiting for approval).
            searchUserId={!onboarding && canUseRoute("regular", profile) ? profile.id : undefined}
            logoLinks={!onboarding}
            phoneMenuOpen={phoneOpen}
            onTogglePhoneMenu={() => setPhoneOpen((open) => !open)}
          />
          <div className={styles.body}>
            <SideMenu
              profile={profile}
              collapsed={collapsed}
              phoneOpen={phoneOpen}
              onToggleCollapsed={toggleCollapsed}
              onNavigate={() => setPhoneOpen(false)}
            />
            <main className={styles.main}>
              <Outlet />
              {/* After the screen, held at the window's bottom edge while the screen scrolls. */}
              <Suspense fallback={null}>
                <OfflineSync keepsPinnedLists={!onboarding && canUseRoute("regular", profile)} />
              </Suspense>
              <Suspense fallback={null}>
                <HintLayer userId={profile.id} />
              </Suspense>
            </main>
          </div>
          <AppFooter />
          {/* Back to a list (search results) returns to where the user had scrolled. */}
          <ScrollRestoration />
          {askConsent && (
            <Suspense fallback={null}>
              <ConsentGate userId={String(profile.id)} requests={consentRequests} />
            </Suspense>
          )}
        </div>
      </ShellFailureReport>
    </ToastProvider>
  );
}
