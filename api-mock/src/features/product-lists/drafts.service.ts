import { isPartner } from "@catalogue/core/access";
import type { EditDraftRequest, PublishDraftRequest } from "@catalogue/core/api";
import type { ProductList, Role } from "@catalogue/core/model";
import {
  canStartDraft,
  isAllowedDraftShareChange,
  isDraftCountryAllowed,
  isDraftCurrencyAllowed,
  resolveDuplicateConflict,
  sortListsOfLists,
} from "@catalogue/core/rules/lists";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { listShareCountries, listShareSubregions, users } from "../../db/schema/index";
import { exportText } from "../../exports/export-texts";
import { businessRule, forbidden, resourceNotFound } from "../../http/domain-error";
import type { Mailer } from "../../mail/outbox-mailer";
import type { NotificationsService } from "../notifications/notifications.service";
import type { ProfileRepository } from "../profile/profile.repository";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import { assertOwnEditable } from "./list-access";
import { type ElementRow, listsRepository } from "./product-lists.repository";
import type { ListCaller, ProductListsService } from "./product-lists.service";
import { sharingRepository } from "./sharing.repository";

/**
 * Core spec 4.7, supplement 4 ("Share drafts"): a country list changes through a draft. One draft per list
 * (DRAFT_TAKEN); only Key users of every shared country (or admins) start one (INSUFFICIENT_PERMISSIONS); the
 * caller's currency and country must be the list's. Publishing writes the draft over the list (countries may be
 * dropped, never added), notifies the list's readers (PUBLIC_LIST_UPDATED, and mail per their setting) and
 * removes the draft; a list changed after the draft started gives DRAFT_UPDATE_CONFLICT until resolved.
 */
export class DraftsService {
  constructor(
    private readonly db: Db,
    private readonly lists: ProductListsService,
    private readonly profiles: ProfileRepository,
    private readonly referenceData: ReferenceDataService,
    private readonly notifications: NotificationsService,
    private readonly mailerFor: (tx: Db) => Mailer,
    private readonly now: () => Date,
  ) {}

  async drafts(userId: number): Promise<ProductList[]> {
    const caller = await this.lists.caller(userId);
    const ids = await listsRepository.ownedIds(this.db, userId, "draft");
    return sortListsOfLists(await Promise.all(ids.map((id) => this.lists.view(caller, id))));
  }

  async details(userId: number, id: number): Promise<ProductList> {
    return this.lists.view(await this.lists.caller(userId), id, this.db, "draft");
  }

  /** Core spec 4.7 (start-draft): a copy of the country list, its targets and note, owned by the caller. */
  async start(userId: number, listId: number): Promise<ProductList> {
    const caller = await this.lists.caller(userId);
    const roles = await this.profiles.findRoles(userId);
    const { currencies } = await this.referenceData.get();
    const code = (id: number | null) => currencies.find((currency) => currency.id === id)?.title ?? null;
    return this.db.transaction(async (tx) => {
      const { list, bundle } = await this.lists.readable(tx, caller, listId, "countryShare");
      const targets = this.lists.views.targetsOf(bundle, listId);
      const profile = {
        role: caller.role as Role,
        roles: roles.map((r) => ({ role: r.role as Role, countryId: r.countryId ?? 0 })),
      };
      if (!canStartDraft(profile, targets.countryIds)) {
        throw forbidden("A Key user role is needed in every country of the list", "INSUFFICIENT_PERMISSIONS");
      }
      if (!isDraftCurrencyAllowed({ currency: code(list.currencyId) ?? "" }, code(caller.currencyId))) {
        throw businessRule("DRAFT_CURRENCY_MISMATCH", "The list is in another currency than yours");
      }
      if (!isDraftCountryAllowed(list, caller.countryId)) {
        throw businessRule("DRAFT_COUNTRY_MISMATCH", "The list belongs to another country than yours");
      }
      const taken = (await listsRepository.draftOf(tx, listId)) !== undefined;
      if (taken) throw businessRule("DRAFT_TAKEN", "A draft of this list exists already");
      const now = this.now();
      const draft = await listsRepository.insert(tx, {
        type: "draft",
        ownerId: userId,
        title: list.title,
        description: list.description,
        note: list.note,
        countryId: list.countryId,
        currencyId: list.currencyId,
        sortingType: list.sortingType,
        sourceListId: list.id,
        lastEditorId: userId,
        createdAt: now,
        lastUpdatedAt: now,
      });
      await listsRepository.insertElements(tx, copyRows(bundle.elements.get(listId) ?? [], draft.id));
      await sharingRepository.addTargets(tx, draft.id, targets.countryIds, targets.subregionIds);
      return this.lists.view(caller, draft.id, tx);
    });
  }

  /** Core spec 4.7 (edit): texts and targets; a target the list does not have gives DRAFT_COUNTRIES_CANNOT_BE_ADDED. */
  async edit(userId: number, id: number, request: EditDraftRequest): Promise<ProductList> {
    const caller = await this.lists.caller(userId);
    return this.db.transaction(async (tx) => {
      const { draft, sourceTargets } = await this.ownDraft(tx, caller, id);
      const next = { sharedCountryIds: request.countryIds, sharedSubregionIds: request.subregionIds };
      const original = {
        sharedCountryIds: sourceTargets.countryIds,
        sharedSubregionIds: sourceTargets.subregionIds,
      };
      if (!isAllowedDraftShareChange(original, next)) {
        throw businessRule(
          "DRAFT_COUNTRIES_CANNOT_BE_ADDED",
          "A draft may drop countries and subregions, never add them",
        );
      }
      await this.lists.bump(tx, caller, draft, request.version, {
        title: request.title,
        description: request.description || null,
        note: request.note,
      });
      await tx.delete(listShareCountries).where(eq(listShareCountries.listId, id));
      await tx.delete(listShareSubregions).where(eq(listShareSubregions.listId, id));
      await sharingRepository.addTargets(
        tx,
        id,
        [...new Set(request.countryIds)],
        [...new Set(request.subregionIds)],
      );
      return this.lists.view(caller, id, tx);
    });
  }

  /** Core spec 4.7 (update-edit-date): records that the draft is being edited (version checked). */
  async touch(userId: number, id: number, version: number): Promise<ProductList> {
    const caller = await this.lists.caller(userId);
    return this.db.transaction(async (tx) => {
      const { draft } = await this.ownDraft(tx, caller, id);
      await this.lists.bump(tx, caller, draft, version);
      return this.lists.view(caller, id, tx);
    });
  }

  async remove(userId: number, id: number): Promise<void> {
    const caller = await this.lists.caller(userId);
    await this.db.transaction(async (tx) => {
      await this.ownDraft(tx, caller, id);
      await listsRepository.remove(tx, [id]);
    });
  }

  /** Core spec 4.7 (publish-draft): the draft becomes the country list; readers are told. */
  async publish(userId: number, id: number, request: PublishDraftRequest): Promise<ProductList> {
    const caller = await this.lists.caller(userId);
    const { countries } = await this.referenceData.get();
    const me = await this.profiles.findUser(userId);
    return this.db.transaction(async (tx) => {
      const { draft, source, draftBundle } = await this.ownDraft(tx, caller, id);
      const changed = source.lastUpdatedAt.getTime() > draft.createdAt.getTime();
      if (changed && !request.resolution) {
        throw businessRule("DRAFT_UPDATE_CONFLICT", "The list changed after the draft was started");
      }
      const draftRows = draftBundle.elements.get(id) ?? [];
      const sourceRows = await listsRepository.elements(tx, [source.id]);
      const asElement = (row: ElementRow) => ({ ...row, pricing: { crp: row.crp } });
      const merged = changed
        ? resolveDuplicateConflict(
            draftRows.map(asElement),
            sourceRows.map(asElement),
            request.resolution ?? { prices: "ignore", quantities: "ignore" },
          )
        : draftRows.map(asElement);
      await listsRepository.removeElements(
        tx,
        sourceRows.map((row) => row.id),
      );
      await listsRepository.insertElements(
        tx,
        copyRows(
          merged.map((element, index) => ({
            ...element,
            crp: element.pricing.crp ?? null,
            sortOrder: index,
          })),
          source.id,
        ),
      );
      const targets = this.lists.views.targetsOf(draftBundle, id);
      await tx.delete(listShareCountries).where(eq(listShareCountries.listId, source.id));
      await tx.delete(listShareSubregions).where(eq(listShareSubregions.listId, source.id));
      await sharingRepository.addTargets(tx, source.id, targets.countryIds, targets.subregionIds);
      await this.lists.bump(tx, caller, source, source.version, {
        title: draft.title,
        description: draft.description,
        note: draft.note,
        sortingType: draft.sortingType,
      });
      await listsRepository.remove(tx, [id]);
      const subregionOf = new Map(countries.map((country) => [country.id, country.subregion?.id ?? null]));
      const readers = (await tx.select().from(users).where(eq(users.enabled, true))).filter(
        (user) =>
          user.id !== userId &&
          !isPartner({ role: user.role as Role }) &&
          user.countryId !== null &&
          (targets.countryIds.includes(user.countryId) ||
            targets.subregionIds.includes(subregionOf.get(user.countryId) ?? -1)),
      );
      const ownerName = me ? `${me.name} ${me.surname}` : "";
      await this.notifications.notify(
        tx,
        readers.map((user) => ({
          userId: user.id,
          type: "PUBLIC_LIST_UPDATED" as const,
          listId: source.id,
          listTitle: draft.title,
          listOwnerName: ownerName,
        })),
      );
      const mailer = this.mailerFor(tx);
      for (const reader of readers.filter((user) => user.updatedCountryShareNotification)) {
        const params = { title: draft.title, sender: ownerName };
        await mailer.send({
          recipient: reader.email,
          subject: exportText(reader.languageShortcut, "mail.listUpdated.subject", params),
          body: exportText(reader.languageShortcut, "mail.listUpdated.body", params),
        });
      }
      return this.lists.view(caller, source.id, tx);
    });
  }

  private async ownDraft(tx: Db, caller: ListCaller, id: number) {
    const draftBundle = await this.lists.views.bundle(tx, [id], caller.id);
    const draft = assertOwnEditable(draftBundle.lists[0], caller);
    if (draft.type !== "draft" || draft.sourceListId === null) throw resourceNotFound("Draft");
    const sourceBundle = await this.lists.views.bundle(tx, [draft.sourceListId], caller.id);
    const source = sourceBundle.lists[0];
    if (!source) throw resourceNotFound("Product list");
    return { draft, draftBundle, source, sourceTargets: this.lists.views.targetsOf(sourceBundle, source.id) };
  }
}

function copyRows(rows: readonly Omit<ElementRow, "id" | "listId">[], listId: number) {
  return rows.map((row) => ({
    listId,
    productId: row.productId,
    quantity: row.quantity,
    crp: row.crp,
    discount: row.discount,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt,
  }));
}
