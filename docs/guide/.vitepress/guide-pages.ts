import type { GuideMessages } from "./guide-messages";

/** A page of the user guide: its file (without `.md`) and the key of its title in core's "guide" messages. */
export interface GuidePage {
  readonly file: string;
  readonly titleKey: GuideMessageKey;
}

/** The keys of core's "guide" messages that name a page. */
export type GuideMessageKey = keyof GuideMessages &
  (
    | "home"
    | "gettingStarted"
    | "hintsPage"
    | "findingProducts"
    | "productStatus"
    | "lists"
    | "sharing"
    | "workingOffline"
    | "partners"
    | "administration"
    | "cli"
  );

/** The sidebar: groups of pages in reading order; the English page of each is `<file>.md` beside the config. */
export const GUIDE_GROUPS: ReadonlyArray<{
  readonly titleKey: "groupUsing" | "groupLists" | "groupRoles";
  readonly pages: readonly GuidePage[];
}> = [
  {
    titleKey: "groupUsing",
    pages: [
      { file: "getting-started", titleKey: "gettingStarted" },
      { file: "hints", titleKey: "hintsPage" },
      { file: "finding-products", titleKey: "findingProducts" },
      { file: "product-status", titleKey: "productStatus" },
    ],
  },
  {
    titleKey: "groupLists",
    pages: [
      { file: "lists", titleKey: "lists" },
      { file: "sharing", titleKey: "sharing" },
      { file: "working-offline", titleKey: "workingOffline" },
    ],
  },
  {
    titleKey: "groupRoles",
    pages: [
      { file: "partners", titleKey: "partners" },
      { file: "administration", titleKey: "administration" },
      { file: "cli", titleKey: "cli" },
    ],
  },
];

/** Every page of the guide, the overview (`index`) first. */
export const GUIDE_PAGES: readonly GuidePage[] = [
  { file: "index", titleKey: "home" },
  ...GUIDE_GROUPS.flatMap((group) => group.pages),
];
