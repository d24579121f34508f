import { canShareLists, isKeyUserOrAdmin, isPartner } from "@catalogue/core/access";
import { NOTIFICATION_LIFETIME_DAYS } from "@catalogue/core/constants";
import { canStartDraft } from "@catalogue/core/rules/lists";
import { describe, expect, it } from "vitest";
import { countryByShortcut, SUBREGIONS } from "./countries.data";
import { demoListPlan } from "./demo-lists";
import { DEMO_USERS } from "./demo-users";
import { generateSeed } from "./generate-seed";

// The demo lists must obey the rules the server enforces, or a newcomer's first click on them would fail.

const seed = generateSeed({ seed: 1, products: 60 });
const plan = demoListPlan(seed);
const userOf = (email: string) => {
  const user = DEMO_USERS.find((each) => each.email === email);
  if (!user) throw new Error(`not a demo user: ${email}`);
  return user;
};
const listOf = (key: string | null) => plan.lists.find((list) => list.key === key);
const KARL = "key.user@catalogue.example";

describe("the demo list plan", () => {
  it("is the same for the same seed, and follows the catalogue of another seed", () => {
    expect(demoListPlan(generateSeed({ seed: 1, products: 60 }))).toEqual(plan);
    const other = demoListPlan(generateSeed({ seed: 1, products: 300 }));
    expect(other.lists.map((list) => list.key)).toEqual(plan.lists.map((list) => list.key));
  });

  it("names only demo users, seeded products and lists made before the ones that use them", () => {
    const productIds = new Set(seed.products.map((product) => product.id));
    plan.lists.forEach((list, index) => {
      for (const email of [list.owner, ...list.pinnedBy, ...list.recipients.map((r) => r.email)])
        userOf(email);
      for (const element of list.elements) expect(productIds.has(element.productId), list.key).toBe(true);
      const productsOnList = list.elements.map((element) => element.productId);
      expect(new Set(productsOnList).size, list.key).toBe(productsOnList.length);
      if (list.source !== null) {
        expect(
          plan.lists.findIndex((each) => each.key === list.source),
          list.key,
        ).toBeLessThan(index);
      }
    });
    for (const notification of plan.notifications) {
      userOf(notification.email);
      expect(listOf(notification.list), notification.list).toBeDefined();
    }
  });

  it("gives every owner unique list titles per list type, in their own country and currency", () => {
    const titles = plan.lists.map((list) => `${list.owner}/${list.type}/${list.title}`);
    expect(new Set(titles).size).toBe(titles.length);
    for (const list of plan.lists) {
      const owner = userOf(list.owner);
      expect(countryByShortcut(list.country).id, list.key).toBe(owner.countryId);
      expect(countryByShortcut(list.country).currencyId, list.key).toBe(owner.currencyId);
    }
  });

  it("shares only what the sharing rules allow: staff share their own lists, Key users and admins by country", () => {
    for (const list of plan.lists.filter(
      (each) => each.type === "countryShare" || each.type === "privateShare",
    )) {
      const owner = userOf(list.owner);
      expect(canShareLists(owner), list.key).toBe(true);
      expect(listOf(list.source)).toMatchObject({ type: "personal", owner: list.owner });
      if (list.type === "countryShare") expect(isKeyUserOrAdmin(owner), list.key).toBe(true);
      for (const { email } of list.recipients) {
        const recipient = userOf(email);
        expect(!isPartner(recipient) || recipient.scpStatus === "ACCEPTED", list.key).toBe(true);
      }
    }
  });

  it("assigns every subregion of a share at least one of its own countries", () => {
    for (const list of plan.lists.filter((each) => each.subregions.length > 0)) {
      for (const code of list.subregions) {
        const subregion = SUBREGIONS.find((each) => each.code === code);
        const assigned = list.countries.filter((c) => countryByShortcut(c).subregionId === subregion?.id);
        expect(assigned.length, `${list.key} ${code}`).toBeGreaterThan(0);
      }
    }
  });

  it("drafts only what the draft rules allow: a Key user of every shared country, started after the list's last update", () => {
    for (const draft of plan.lists.filter((list) => list.type === "draft")) {
      const owner = userOf(draft.owner);
      const source = listOf(draft.source);
      expect(source?.type).toBe("countryShare");
      const sharedCountryIds = (source?.countries ?? []).map((c) => countryByShortcut(c).id);
      const roles = owner.roles.map((role) => ({ role: role.role, countryId: role.countryId ?? 0 }));
      expect(canStartDraft({ role: owner.role, roles }, sharedCountryIds)).toBe(true);
      expect(draft.countries.every((c) => source?.countries.includes(c))).toBe(true);
      expect(draft.createdDaysAgo).toBeLessThan(source?.updatedDaysAgo ?? 0);
      expect(plan.lists.filter((list) => list.type === "draft" && list.source === draft.source)).toHaveLength(
        1,
      );
    }
  });

  it("keeps every notification within its lifetime, so the inbox shows it", () => {
    for (const notification of plan.notifications) {
      expect(notification.daysAgo).toBeLessThan(NOTIFICATION_LIFETIME_DAYS);
    }
  });

  it("fills every tab of the demo Key user, with notes and unread notifications", () => {
    const mine = plan.lists.filter((list) => list.owner === KARL);
    expect(mine.filter((list) => list.type === "personal").length).toBeGreaterThan(1);
    expect(plan.lists.some((list) => list.pinnedBy.includes(KARL))).toBe(true);
    expect(
      plan.lists.filter((list) => list.type === "countryShare" && list.countries.includes("DE")).length,
    ).toBe(3);
    expect(plan.lists.some((list) => list.subregions.length > 0 && list.owner !== KARL)).toBe(true);
    expect(plan.lists.some((list) => list.recipients.some((r) => r.email === KARL))).toBe(true);
    expect(mine.some((list) => list.recipients.some((r) => isPartner(userOf(r.email))))).toBe(true);
    expect(mine.filter((list) => list.type === "draft")).toHaveLength(1);
    for (const list of plan.lists.filter((each) => each.type !== "personal"))
      expect(list.note, list.key).toBeTruthy();
    expect(plan.notifications.filter((n) => n.email === KARL && !n.read).length).toBeGreaterThan(1);
  });
});
