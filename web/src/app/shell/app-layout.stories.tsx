import type { UserProfileResponse } from "@catalogue/core/api";
import type { Role, ScpStatus } from "@catalogue/core/model";
import { exampleUserProfile } from "@catalogue/core/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { Spinner } from "../../ui/spinner/spinner";
import { AppLayout } from "./app-layout";

/** The screen inside the frame: only its title, as the frame is what these stories show. */
function Screen() {
  const { t } = useTranslation();
  return <h1>{t("routes.finder")}</h1>;
}

type ShellStoryProps = {
  role: Role;
  scpStatus?: ScpStatus | null;
  path?: string;
  /** The profile never arrives: the frame's loading state. */
  loading?: boolean;
};

/** The real AppLayout in a memory router whose shell loader answers with a profile of the given role. */
function ShellStory({ role, scpStatus = null, path = "/", loading = false }: ShellStoryProps) {
  const router = useMemo(() => {
    const profile: UserProfileResponse = {
      ...exampleUserProfile,
      role,
      roles: [{ role, countryId: 49 }],
      userType: role === "SALES_CHANNEL_PARTNER" ? "EXTERNAL" : "INTERNAL",
      admin: role === "ADMIN",
      scpStatus,
      // No profile language: the toolbar's language stays in force.
      languageShortcut: null as unknown as UserProfileResponse["languageShortcut"],
      version: 1,
    };
    return createMemoryRouter(
      [
        {
          id: "shell",
          hydrateFallbackElement: <Spinner size="lg" />,
          loader: () => {
            // The user has answered the consent popup: its own stories show it.
            localStorage.setItem(`consent.${profile.id}`, "REJECTED");
            return loading ? new Promise<never>(() => undefined) : profile;
          },
          element: <AppLayout />,
          children: [{ path: "*", element: <Screen /> }],
        },
      ],
      { initialEntries: [path] },
    );
  }, [role, scpStatus, path, loading]);
  return <RouterProvider router={router} />;
}

const APP_INFO = {
  privacyPolicyWeb: "https://catalogue.example/legal/privacy-policy.html",
  legalNotices: "https://catalogue.example/legal/legal-notices.html",
  providerIdentification: "https://catalogue.example/legal/provider-identification.html",
  instructionForUseWeb: "https://catalogue.example/legal/instructions-for-use.html",
};
const api = (unread: number) => ({
  "/app-info": { body: APP_INFO },
  "/notifications/unread-count": { body: { value: unread } },
});

// The shell (header, side menu, footer) in its main states, on fixture API answers.
/**
 * The frame of every signed-in screen: header with search and bell, side menu by role, footer with legal links.
 *
 * **Do:** put each screen inside it through the router.
 *
 * **Don't:** nest a second frame or toast region inside a screen.
 */
const meta = {
  component: ShellStory,
  // The layout has its own toast region: Storybook's must not add a second one.
  parameters: { layout: "fullscreen", api: api(3), ownToasts: true },
  args: { role: "ADVANCED_USER" },
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AdvancedUser: Story = {};
export const Admin: Story = { args: { role: "ADMIN" } };
export const BasicUser: Story = { args: { role: "BASIC_USER" } };
export const AcceptedPartner: Story = { args: { role: "SALES_CHANNEL_PARTNER", scpStatus: "ACCEPTED" } };
/** Onboarding: the logo links nowhere, no bell and no search bar. */
export const Onboarding: Story = { args: { role: "BASIC_USER", path: "/onboarding" } };
/** The profile is still loading: the busy spinner, no frame yet. */
export const Loading: Story = { args: { loading: true } };
/** Nothing unread: the bell without a badge. */
export const NothingUnread: Story = { parameters: { api: api(0) } };
/** 120 unread: the badge says 99+. */
export const ManyUnread: Story = { parameters: { api: api(120) } };
/** The unread count fails with 503: the "API error" toast; the footer's links failing stay quiet. */
export const ApiError: Story = {
  parameters: {
    api: { "/app-info": { status: 500 }, "/notifications/unread-count": { status: 503 } },
  },
};
