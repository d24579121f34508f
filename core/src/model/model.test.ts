import { describe, expect, it } from "vitest";
import type * as z from "zod";
import {
  exampleAvailabilityIndicator,
  exampleImportRecord,
  exampleListElement,
  exampleNotification,
  exampleProduct,
  exampleProductList,
  exampleRoleChangeInfo,
  exampleUserProfile,
} from "../testing/model-examples";
import {
  AppInfo,
  AutocompleteResult,
  AvailabilityIndicator,
  Country,
  Currency,
  ImportRecord,
  Language,
  ListElement,
  Notification,
  OnboardingPayload,
  OrganizationRoleOption,
  Page,
  Product,
  ProductCounter,
  ProductList,
  ProductSummary,
  RoleChangeInfo,
  ScpCountry,
  ScpOnboardingPayload,
  SearchHistoryItem,
  ShareForm,
  SynchronizationStatus,
  UserProfile,
} from "./index";

const accepts = (schema: z.ZodType, value: unknown): void => {
  const result = schema.safeParse(value);
  expect(result.error?.issues ?? []).toEqual([]);
};
const rejects = (schema: z.ZodType, value: unknown): void => {
  expect(schema.safeParse(value).success).toBe(false);
};

describe("user profile (core spec 3)", () => {
  it("accepts an onboarded internal user", () => accepts(UserProfile, exampleUserProfile));

  it("accepts a user before onboarding, with country, currency and function null", () =>
    accepts(UserProfile, {
      ...exampleUserProfile,
      country: null,
      countryId: null,
      countryShortcut: null,
      currency: null,
      currencyId: null,
      currencyShortcut: null,
      organizationRole: null,
    }));

  it("rejects a role outside the enumeration", () =>
    rejects(UserProfile, { ...exampleUserProfile, role: "GUEST" }));

  it("rejects an e-mail without a domain", () =>
    rejects(UserProfile, { ...exampleUserProfile, email: "anna" }));
});

describe("product (core spec 3)", () => {
  it("accepts a product with every section", () => accepts(Product, exampleProduct));

  it("accepts a product without price fields, as sent to a viewer who may not see prices", () => {
    const { pricing, localListPrice, globalReferencePrice, crpNetPrice, ...withoutPrices } = exampleProduct;
    accepts(Product, withoutPrices);
  });

  it("rejects a GGP corridor whose lower limit is above the upper one", () =>
    rejects(Product, {
      ...exampleProduct,
      pricing: { crp: 1, ggpUnitPrice: 1, ggp: { lowerLimit: 5, upperLimit: 4 }, totalPrice: null },
    }));

  it("rejects a market clearance outside the enumeration", () =>
    rejects(Product, { ...exampleProduct, marketClearance: "UNKNOWN" }));

  it("reduces a product to the summary a card shows", () => {
    const summary = ProductSummary.parse(exampleProduct);
    expect(Object.keys(summary)).not.toContain("variants");
    expect(summary.phaseOutStatus).toBe("AVAILABLE");
  });
});

describe("product list and list element (core spec 3)", () => {
  it("accepts a personal list", () => accepts(ProductList, exampleProductList));

  it("rejects a list without a version for optimistic locking", () => {
    const { version, ...withoutVersion } = exampleProductList;
    rejects(ProductList, withoutVersion);
  });

  it("accepts a list element", () => accepts(ListElement, exampleListElement));

  it("rejects a fractional quantity of packages", () =>
    rejects(ListElement, { ...exampleListElement, quantity: 1.5 }));
});

describe("notifications and role changes (core spec 3)", () => {
  it("accepts a list notification", () => accepts(Notification, exampleNotification));

  it("rejects an unknown notification type", () =>
    rejects(Notification, { ...exampleNotification, type: "NEWSLETTER" }));

  it("accepts a role change", () => accepts(RoleChangeInfo, exampleRoleChangeInfo));

  it("rejects a role change element without a country", () =>
    rejects(RoleChangeInfo, { ...exampleRoleChangeInfo, elements: [{ role: "ADMIN" }] }));
});

describe("availability indicator (core spec 3)", () => {
  it("accepts a country indicator", () => accepts(AvailabilityIndicator, exampleAvailabilityIndicator));

  it("accepts a global indicator without target ids", () =>
    accepts(AvailabilityIndicator, { ...exampleAvailabilityIndicator, scope: "GLOBAL", countryId: null }));

  it("rejects a global indicator that names a country", () =>
    rejects(AvailabilityIndicator, { ...exampleAvailabilityIndicator, scope: "GLOBAL" }));
});

describe("imports and synchronisation (core spec 3)", () => {
  it("accepts a finished import", () => accepts(ImportRecord, exampleImportRecord));

  it("rejects an unknown import status", () =>
    rejects(ImportRecord, { ...exampleImportRecord, status: "DONE" }));

  it("accepts a synchronisation status", () =>
    accepts(SynchronizationStatus, {
      synchronizationInProgress: true,
      synchronizationIsPossible: false,
      latestRun: {
        status: "IN_PROGRESS",
        trigger: "MANUAL",
        startedBy: { id: 1, name: "Ada Admin", email: "admin@catalogue.example" },
        startedAt: "2026-11-20T10:00:00Z",
        finishedAt: null,
        expectedEndAt: "2026-11-20T10:03:00Z",
      },
      possibleAt: "2026-11-20T10:15:00Z",
    }));

  it("rejects a synchronisation status given as text", () =>
    rejects(SynchronizationStatus, {
      synchronizationInProgress: "no",
      synchronizationIsPossible: true,
      latestRun: null,
      possibleAt: null,
    }));
});

describe("forms and payloads (core spec 3)", () => {
  it("accepts a country share form", () =>
    accepts(ShareForm, { note: "New prices", countryIds: [49], subregionIds: [3], userIds: [] }));

  it("rejects a share form with user names instead of ids", () =>
    rejects(ShareForm, { note: "x", countryIds: [], subregionIds: [], userIds: ["anna"] }));

  it("accepts an onboarding payload", () =>
    accepts(OnboardingPayload, { organizationRole: "SERVICE", languageShortcut: "fr", countryId: 33 }));

  it("rejects an onboarding payload in a language the interface does not offer", () =>
    rejects(OnboardingPayload, { organizationRole: "SERVICE", languageShortcut: "nl", countryId: 31 }));

  it("accepts a partner's onboarding without a function", () =>
    accepts(ScpOnboardingPayload, { languageShortcut: "tr", countryId: 90 }));

  it("accepts a search history item and rejects one without a title", () => {
    accepts(SearchHistoryItem, { id: 1001, title: "VentStar", subtitle: null, imageId: "img-1001" });
    rejects(SearchHistoryItem, { id: 1001, title: "", subtitle: null, imageId: null });
  });
});

describe("reference data (core spec 3)", () => {
  it("accepts a language and rejects an unknown shortcut", () => {
    accepts(Language, { name: "Italiano", shortcut: "it" });
    rejects(Language, { name: "Nederlands", shortcut: "nl" });
  });

  it("accepts a country with its subregion and rejects one without a name", () => {
    accepts(Country, { id: 33, name: "France", title: "FR", subregion: { id: 2, name: "Western Europe" } });
    rejects(Country, { id: 33, title: "FR", subregion: null });
  });

  it("accepts a currency and rejects a lower-case code", () => {
    accepts(Currency, { id: 2, title: "CHF", currencyName: "Swiss franc", eurRate: 0.94 });
    rejects(Currency, { id: 2, title: "chf", currencyName: "Swiss franc", eurRate: 0.94 });
  });

  it("accepts an organisation role option and rejects an unknown function", () => {
    accepts(OrganizationRoleOption, { value: "BU_HCA", name: "BU HCA" });
    rejects(OrganizationRoleOption, { value: "CEO", name: "CEO" });
  });

  it("accepts an SCP country and rejects one without the SCP flag", () => {
    accepts(ScpCountry, { id: 90, title: "TR", country: "Türkiye", subregion: null, availableForScp: true });
    rejects(ScpCountry, { id: 90, title: "TR", country: "Türkiye", subregion: null });
  });

  it("accepts app info links and rejects a non-URL", () => {
    const links = {
      privacyPolicyWeb: "https://example.com/privacy",
      legalNotices: "https://example.com/legal",
      providerIdentification: "https://example.com/imprint",
      instructionForUseWeb: "https://example.com/ifu",
    };
    accepts(AppInfo, links);
    rejects(AppInfo, { ...links, legalNotices: "legal" });
  });
});

describe("page (core spec 7)", () => {
  it("accepts a page of notifications and rejects a negative total", () => {
    const NotificationPage = Page(Notification);
    accepts(NotificationPage, { content: [exampleNotification], totalCount: 31 });
    rejects(NotificationPage, { content: [], totalCount: -1 });
  });
});

describe("search (supplement 3)", () => {
  it("accepts an autocomplete answer and rejects one without a total", () => {
    const hint = {
      id: 1001,
      title: "VentStar",
      subtitle: "Breathing circuit",
      partNumber: "MX17000",
      imageId: null,
    };
    accepts(AutocompleteResult, { searchText: "vent", content: [hint], totalCount: 12, loadTimeMs: 35.27 });
    const { partNumber: _, ...withoutPartNumber } = hint;
    rejects(AutocompleteResult, {
      searchText: "vent",
      content: [withoutPartNumber],
      totalCount: 12,
      loadTimeMs: 35.27,
    });
    rejects(AutocompleteResult, { searchText: "vent", content: [hint], loadTimeMs: 35.27 });
  });

  it("accepts a care-area counter and rejects an unknown care area", () => {
    accepts(ProductCounter, { careArea: "NICU", count: 240 });
    rejects(ProductCounter, { careArea: "ER", count: 3 });
  });
});
