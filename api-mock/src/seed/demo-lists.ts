import { germanCrp, picker } from "./demo-list-products";
import type { DemoElement, DemoList, DemoListPlan, DemoNotification } from "./demo-list-types";
import type { ProductRow, SeedData } from "./seed-types";

const ADA = "admin@catalogue.example";
const KARL = "key.user@catalogue.example";
const ANNA = "advanced.plus@catalogue.example";
const ARNE = "advanced@catalogue.example";
const BRUNO = "basic@catalogue.example";
const PAULA = "partner.accepted@partner.example";

/** The names the notifications show (the demo users' "name surname"). */
const NAMES: Record<string, string> = {
  [ADA]: "Ada Admin",
  [KARL]: "Karl Keyuser",
  [ANNA]: "Anna Advancedplus",
  [ARNE]: "Arne Advanced",
};

/** The sender's name of a demo notification. */
export function demoSenderName(email: string): string {
  return NAMES[email] ?? email;
}

type ListFields = Partial<DemoList> &
  Pick<DemoList, "key" | "type" | "owner" | "title" | "elements" | "createdDaysAgo">;

/** A German list in EUR with nothing shared, unless `fields` say otherwise; unchanged since it was made. */
function list(fields: ListFields): DemoList {
  return {
    description: null,
    note: null,
    country: "DE",
    currency: "EUR",
    source: null,
    countries: [],
    subregions: [],
    recipients: [],
    pinnedBy: [],
    updatedDaysAgo: fields.createdDaysAgo,
    ...fields,
  };
}

type DemoElements = ReturnType<typeof demoElements>;

/** The demo lists' contents, picked from the seeded products (German CRPs), one set per list family. */
function demoElements(seed: Pick<SeedData, "products" | "productCountries">) {
  const pick = picker(seed.products);
  const crpOf = germanCrp(seed.productCountries);
  const elements = (products: ProductRow[], quantities: number[]): DemoElement[] =>
    products.map((product, index) => ({
      productId: product.id,
      quantity: quantities[index % quantities.length] ?? 1,
      crp: crpOf(product.id),
    }));
  const icu = elements(pick("VENTILATION_ACCESSORIES", 5), [20, 10, 5, 12, 8]);
  const anaesthesia = elements(pick("SODA_LIME", 4), [30, 12, 6, 24]);
  const partnerQuote = elements(pick("SENSORS", 3), [15, 5, 10]);
  const neonatal = elements(pick("NEONATAL_CARE", 4), [6, 12, 4, 8]);
  const monitoring = elements(pick("MONITORING_ACCESSORIES", 4), [10, 4, 6, 2]);
  const tender = elements(pick("VENTILATION_ACCESSORIES", 4), [40, 20, 16, 10]);
  const ward = elements(pick("WARD_EQUIPMENT", 3), [3, 6, 2]);
  const extra = elements(pick("MONITORING_ACCESSORIES", 1), [5]);
  return { icu, anaesthesia, partnerQuote, neonatal, monitoring, tender, ward, extra };
}

const MONITORING_NOTE =
  "Monitoring accessories we recommend for German operating rooms; quantities per OR and year.";

/** The personal lists of Karl, Ada, Anna and Arne. */
function personalLists(els: DemoElements): DemoList[] {
  const { icu, anaesthesia, partnerQuote, neonatal, monitoring, tender, ward } = els;
  return [
    list({
      key: "karlIcu",
      type: "personal",
      owner: KARL,
      title: "ICU ventilation starter set",
      description: "Breathing circuits, filters and masks for a new ICU bay of eight beds",
      elements: icu,
      pinnedBy: [KARL],
      createdDaysAgo: 40,
      updatedDaysAgo: 36,
    }),
    list({
      key: "karlOr",
      type: "personal",
      owner: KARL,
      title: "OR anaesthesia consumables",
      elements: anaesthesia,
      createdDaysAgo: 25,
    }),
    list({
      key: "karlPartner",
      type: "personal",
      owner: KARL,
      title: "Quote basis Alpenmed",
      elements: partnerQuote,
      createdDaysAgo: 50,
    }),
    list({
      key: "adaNeonatal",
      type: "personal",
      owner: ADA,
      title: "Neonatal care essentials",
      elements: neonatal,
      createdDaysAgo: 60,
    }),
    list({
      key: "adaMonitoring",
      type: "personal",
      owner: ADA,
      title: "Monitoring accessories Germany",
      elements: monitoring,
      createdDaysAgo: 30,
    }),
    list({
      key: "annaTender",
      type: "personal",
      owner: ANNA,
      title: "Tender Klinikum Nord",
      elements: tender,
      createdDaysAgo: 10,
    }),
    list({
      key: "arneWard",
      type: "personal",
      owner: ARNE,
      title: "Ward equipment refresh",
      elements: ward,
      createdDaysAgo: 12,
    }),
  ];
}

/** The country shares made from the personal lists. */
function countryShares(els: DemoElements): DemoList[] {
  const { icu, neonatal, monitoring } = els;
  return [
    list({
      key: "karlIcuCurated",
      type: "countryShare",
      owner: KARL,
      title: "ICU ventilation starter set",
      source: "karlIcu",
      note: "Recommended set for German ICUs, reviewed with the clinical team.",
      elements: icu,
      countries: ["DE"],
      pinnedBy: [KARL, BRUNO],
      createdDaysAgo: 35,
    }),
    list({
      key: "adaNeonatalDach",
      type: "countryShare",
      owner: ADA,
      title: "Neonatal care essentials",
      source: "adaNeonatal",
      note: "For neonatal units in Germany and Austria; Switzerland follows after the CHF price review.",
      elements: neonatal,
      countries: ["DE", "AT"],
      subregions: ["DACH"],
      createdDaysAgo: 45,
    }),
    list({
      key: "adaMonitoringCurated",
      type: "countryShare",
      owner: ADA,
      title: "Monitoring accessories Germany",
      source: "adaMonitoring",
      note: MONITORING_NOTE,
      elements: monitoring,
      countries: ["DE"],
      createdDaysAgo: 20,
      updatedDaysAgo: 2,
    }),
  ];
}

/** The private shares and the open draft made from the personal and curated lists. */
function privateSharesAndDraft(els: DemoElements): DemoList[] {
  const { partnerQuote, monitoring, tender, ward, extra } = els;
  return [
    list({
      key: "annaTenderShared",
      type: "privateShare",
      owner: ANNA,
      title: "Tender Klinikum Nord",
      source: "annaTender",
      note: "Please check the quantities before Friday's tender meeting.",
      elements: tender,
      recipients: [
        { email: KARL, unread: true },
        { email: ARNE, unread: false },
      ],
      createdDaysAgo: 1,
    }),
    list({
      key: "arneWardShared",
      type: "privateShare",
      owner: ARNE,
      title: "Ward equipment refresh",
      source: "arneWard",
      note: "Ward refresh as discussed; the second floor first.",
      elements: ward,
      recipients: [{ email: KARL, unread: false }],
      createdDaysAgo: 6,
    }),
    // Shared with the partner long ago: its notification has expired (30 days), so the partner's inbox is empty.
    list({
      key: "karlPartnerShared",
      type: "privateShare",
      owner: KARL,
      title: "Quote basis Alpenmed",
      source: "karlPartner",
      note: "Quantities for the first quarter; your prices follow from your account manager.",
      elements: partnerQuote,
      recipients: [{ email: PAULA, unread: false }],
      createdDaysAgo: 45,
    }),
    // Started after the list's last update, so publishing it meets no update conflict.
    list({
      key: "karlMonitoringDraft",
      type: "draft",
      owner: KARL,
      title: "Monitoring accessories Germany",
      source: "adaMonitoringCurated",
      note: MONITORING_NOTE,
      elements: [...monitoring.map((e, i) => (i === 0 ? { ...e, quantity: 14 } : e)), ...extra],
      countries: ["DE"],
      createdDaysAgo: 1,
      updatedDaysAgo: 0,
    }),
  ];
}

/** Karl's and Arne's share notices and everyone's notice of the updated monitoring list. */
const DEMO_NOTIFICATIONS: DemoNotification[] = [
  {
    email: KARL,
    type: "PRIVATE_LIST_SHARED",
    list: "annaTenderShared",
    from: ANNA,
    daysAgo: 1,
    read: false,
  },
  {
    email: ARNE,
    type: "PRIVATE_LIST_SHARED",
    list: "annaTenderShared",
    from: ANNA,
    daysAgo: 1,
    read: true,
  },
  { email: KARL, type: "PRIVATE_LIST_SHARED", list: "arneWardShared", from: ARNE, daysAgo: 6, read: true },
  ...[KARL, ANNA, ARNE, BRUNO].map((email) => ({
    email,
    type: "PUBLIC_LIST_UPDATED" as const,
    list: "adaMonitoringCurated",
    from: ADA,
    daysAgo: 2,
    read: false,
  })),
];

/**
 * The demo users' lists, so that a newcomer signing in finds every tab filled. Karl, the demo Key user, has
 * personal and pinned lists, curated country lists of his own and of the admin (one to the DACH subregion with
 * Germany and Austria assigned, Switzerland not), private shares from colleagues, a share he sent to the accepted
 * partner, an open draft of the admin's German list, and unread notifications. Deterministic: the same seed gives
 * the same plan; dates are days before seeding.
 */
export function demoListPlan(seed: Pick<SeedData, "products" | "productCountries">): DemoListPlan {
  const els = demoElements(seed);
  return {
    lists: [...personalLists(els), ...countryShares(els), ...privateSharesAndDraft(els)],
    notifications: DEMO_NOTIFICATIONS,
  };
}
