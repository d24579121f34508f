import type { EditDraftRequest, PublishDraftRequest } from "@catalogue/core/api";
import type { ProductList } from "@catalogue/core/model";
import { ValidationMessage } from "@catalogue/core/rules";
import {
  canStartDraft,
  draftMismatch,
  draftStartOf,
  isAllowedDraftShareChange,
  sortListsOfLists,
  subregionsWithoutCountry,
} from "@catalogue/core/rules/lists";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { listShareCountries, listShareSubregions } from "../../db/schema/index";
import { businessRule, forbidden, resourceNotFound, validationFailed } from "../../http/domain-error";
import type { Mailer } from "../../mail/outbox-mailer";
import type { NotificationsService } from "../notifications/notifications.service";
import type { ProfileRepository } from "../profile/profile.repository";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import { tellCountryListReaders } from "./country-list-readers";
import { curatorProfile } from "./curator-profile";
import { publishOver } from "./draft-publish";
import { draftsRepository } from "./drafts.repository";
import { assertOwnEditable } from "./list-access";
import { copyElementRows, type ListRecord, listsRepository } from "./product-lists.repository";
import type { ListCaller, ProductListsService } from "./product-lists.service";
import { sharingRepository } from "./sharing.repository";

/**
 * Core spec 4.7, supplement 4 ("Share drafts"): a country list changes through a draft. One draft per list
 * (DRAFT_TAKEN); only Key users of every shared country (or admins) start one (INSUFFICIENT_PERMISSIONS); the
 * caller's currency must be the list's, and a list of another country gives a draft copy in the caller's country
 * (core `draftStartOf`). Publishing writes the draft over the list (countries may be
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

  /**
   * Core spec 4.7 (start-draft): a copy of the country list, its targets and note, owned by the caller. A list of
   * another country than the caller's gives a draft copy in the caller's country (supplement 4, core
   * `draftStartOf`): it has no source list, so publishing it makes a new country list.
   */
  async start(userId: number, listId: number): Promise<ProductList> {
    const caller = await this.lists.caller(userId);
    const profile = await curatorProfile(this.profiles, caller);
    const { currencies } = await this.referenceData.get();
    const code = (id: number | null) => currencies.find((currency) => currency.id === id)?.title ?? null;
    return this.db.transaction(async (tx) => {
      // Two starts of one list queue here, so the second sees the first's draft (DRAFT_TAKEN), on PostgreSQL too.
      await listsRepository.lock(tx, [listId]);
      const { list, bundle } = await this.lists.readable(tx, caller, listId, "countryShare");
      const targets = this.lists.views.targetsOf(bundle, listId);
      if (!canStartDraft(profile, targets.countryIds)) {
        throw forbidden("A Key user role is needed in every country of the list", "INSUFFICIENT_PERMISSIONS");
      }
      const start = draftStartOf(
        { currency: code(list.currencyId) ?? "", countryId: list.countryId },
        { currencyShortcut: code(caller.currencyId), countryId: caller.countryId },
      );
      if (start.kind === "refused") throw businessRule(start.resultKey, MISMATCH_MESSAGE[start.resultKey]);
      const taken =
        start.kind === "draft"
          ? await listsRepository.draftOf(tx, listId)
          : await draftsRepository.draftCopyOf(tx, listId, start.countryId);
      if (taken !== undefined) throw businessRule("DRAFT_TAKEN", "A draft of this list exists already");
      const now = this.now();
      const draft = await listsRepository.insert(tx, {
        type: "draft",
        ownerId: userId,
        title: list.title,
        description: list.description,
        note: list.note,
        countryId: start.kind === "copy" ? start.countryId : list.countryId,
        currencyId: list.currencyId,
        sortingType: list.sortingType,
        sourceListId: start.kind === "draft" ? list.id : null,
        copiedFromListId: start.kind === "copy" ? list.id : null,
        lastEditorId: userId,
        createdAt: now,
        lastUpdatedAt: now,
      });
      await listsRepository.insertElements(tx, copyElementRows(bundle.elements.get(listId) ?? [], draft.id));
      await sharingRepository.addTargets(tx, draft.id, targets.countryIds, targets.subregionIds);
      return this.lists.view(caller, draft.id, tx);
    });
  }

  /**
   * Core spec 4.7 (edit): texts and targets; a target the list does not have gives DRAFT_COUNTRIES_CANNOT_BE_ADDED,
   * a subregion left without any of its countries 460 (core spec 5, the share dialog's subregion message).
   */
  async edit(userId: number, id: number, request: EditDraftRequest): Promise<ProductList> {
    const caller = await this.lists.caller(userId);
    const settings = await this.settingsCheck(caller);
    const next = { sharedCountryIds: request.countryIds, sharedSubregionIds: request.subregionIds };
    const { countries } = await this.referenceData.get();
    const subregionOf = (countryId: number) => countries.find((c) => c.id === countryId)?.subregion?.id;
    return this.db.transaction(async (tx) => {
      const { draft, sourceTargets } = await this.ownDraft(tx, caller, id, settings);
      const empty = subregionsWithoutCountry(next, subregionOf);
      if (empty.length > 0) {
        throw validationFailed(
          empty.map((index) => ({
            field: `subregionIds.${index}`,
            messageKey: ValidationMessage.shareSubregionWithoutCountry,
          })),
        );
      }
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
    const settings = await this.settingsCheck(caller);
    return this.db.transaction(async (tx) => {
      const { draft } = await this.ownDraft(tx, caller, id, settings);
      await this.lists.bump(tx, caller, draft, version);
      return this.lists.view(caller, id, tx);
    });
  }

  /**
   * Element writes under /share-draft: the id must name one of the caller's drafts (464 for a
   * personal list too, so a draft path never changes one), still in the caller's country and currency.
   */
  async assertWritable(userId: number, id: number): Promise<void> {
    const caller = await this.lists.caller(userId);
    const settings = await this.settingsCheck(caller);
    const draft = assertOwnEditable((await listsRepository.find(this.db, [id]))[0], caller);
    if (draft.type !== "draft") throw resourceNotFound("Draft");
    settings(draft);
  }

  async remove(userId: number, id: number): Promise<void> {
    const caller = await this.lists.caller(userId);
    await this.db.transaction(async (tx) => {
      await this.ownDraft(tx, caller, id);
      await listsRepository.remove(tx, [id]);
    });
  }

  /**
   * Core spec 4.7 (publish-draft): the draft becomes the country list, or for a draft copy a new country list of
   * the caller's country; the readers of its targets are told.
   */
  async publish(userId: number, id: number, request: PublishDraftRequest): Promise<ProductList> {
    const caller = await this.lists.caller(userId);
    const me = await this.profiles.findUser(userId);
    const settings = await this.settingsCheck(caller);
    return this.db.transaction(async (tx) => {
      // A second publish of the same draft waits here, then finds it gone (464): readers are told once.
      await listsRepository.lock(tx, [id]);
      const { draft, source, draftBundle } = await this.ownDraft(tx, caller, id, settings);
      const targets = this.lists.views.targetsOf(draftBundle, id);
      let published: number;
      if (source === undefined) {
        await draftsRepository.publishCopy(tx, id, caller.id, this.now());
        published = id;
      } else {
        await publishOver(tx, this.lists, caller, { draft, source, draftBundle }, request);
        published = source.id;
      }
      await tellCountryListReaders(tx, this.notifications, this.mailerFor(tx), {
        listId: published,
        title: draft.title,
        senderId: userId,
        senderName: me ? `${me.name} ${me.surname}` : "",
        targets,
      });
      return this.lists.view(caller, published, tx);
    });
  }

  /**
   * Supplement 4 (core `draftMismatch`): a check that a draft's country and currency are still the caller's
   * settings (they may have changed since the draft was started). Built before a transaction: reference data
   * may be read from the database, and PGlite's one connection is the transaction's.
   */
  private async settingsCheck(caller: ListCaller): Promise<SettingsCheck> {
    const { currencies } = await this.referenceData.get();
    const code = (id: number | null) => currencies.find((currency) => currency.id === id)?.title ?? null;
    return (draft) => {
      const mismatch = draftMismatch(
        { currency: code(draft.currencyId) ?? "", countryId: draft.countryId },
        { currencyShortcut: code(caller.currencyId), countryId: caller.countryId },
      );
      if (mismatch) throw businessRule(mismatch, MISMATCH_MESSAGE[mismatch]);
    };
  }

  /**
   * The caller's draft and the list it will be published over (none for a draft copy). Writes other than delete
   * pass `settings`: the draft's country and currency must still be the caller's.
   * The targets a draft may shrink to are its source's, for a copy those of the list it was copied from (its own
   * when that list is gone).
   */
  private async ownDraft(tx: Db, caller: ListCaller, id: number, settings?: SettingsCheck) {
    const draftBundle = await this.lists.views.bundle(tx, [id], caller.id);
    const draft = assertOwnEditable(draftBundle.lists[0], caller);
    if (draft.type !== "draft") throw resourceNotFound("Draft");
    settings?.(draft);
    const originId = draft.sourceListId ?? draft.copiedFromListId;
    const originBundle =
      originId === null ? undefined : await this.lists.views.bundle(tx, [originId], caller.id);
    const origin = originBundle?.lists[0];
    if (draft.sourceListId !== null && !origin) throw resourceNotFound("Product list");
    const sourceTargets =
      originBundle && origin
        ? this.lists.views.targetsOf(originBundle, origin.id)
        : this.lists.views.targetsOf(draftBundle, id);
    return { draft, draftBundle, source: draft.sourceListId === null ? undefined : origin, sourceTargets };
  }
}

type SettingsCheck = (draft: ListRecord) => void;

const MISMATCH_MESSAGE = {
  DRAFT_CURRENCY_MISMATCH: "The draft's list is in another currency than yours",
  DRAFT_COUNTRY_MISMATCH: "The draft's list belongs to another country than your country setting",
} as const;
