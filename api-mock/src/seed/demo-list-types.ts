/** One product on a demo list, at the list's CRP (null: no price agreed). */
export interface DemoElement {
  productId: number;
  quantity: number;
  crp: number | null;
}

/** A demo list in every kind of core spec 3, by e-mail and shortcut; `key` names it inside the plan. */
export interface DemoList {
  key: string;
  type: "personal" | "countryShare" | "privateShare" | "draft";
  owner: string;
  title: string;
  description: string | null;
  /** The sharer's note (shares and drafts). */
  note: string | null;
  /** The list's country (ISO shortcut); the owner's. */
  country: string;
  currency: string;
  /** The list a share was made from, or the country list a draft will be published over. */
  source: string | null;
  elements: DemoElement[];
  /** Country share targets: countries (subregions' assigned countries included) and subregion codes. */
  countries: string[];
  subregions: string[];
  recipients: { email: string; unread: boolean }[];
  pinnedBy: string[];
  createdDaysAgo: number;
  updatedDaysAgo: number;
}

/** A notification a demo user has about a demo list (core spec 4.5). */
export interface DemoNotification {
  email: string;
  type: "PRIVATE_LIST_SHARED" | "PUBLIC_LIST_UPDATED";
  list: string;
  from: string;
  daysAgo: number;
  read: boolean;
}

/** What the demo accounts find in their lists, shares, drafts and inbox. */
export interface DemoListPlan {
  lists: DemoList[];
  notifications: DemoNotification[];
}
