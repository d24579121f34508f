import { canShareLists, isAdmittedPartner, isKeyUserOrAdmin, isPartner } from "@catalogue/core/access";
import type { ListElementsResponse } from "@catalogue/core/api";
import type { ProductList, ProductListType } from "@catalogue/core/model";
import type { CountryShareForm, IndividualShareForm } from "@catalogue/core/rules";
import { countryShareToShareForm, individualShareToShareForm } from "@catalogue/core/rules";
import { canCurateFor, sortListsOfLists } from "@catalogue/core/rules/lists";
import type { Db } from "../../db/database";
import { exportText } from "../../exports/export-texts";
import { forbidden, resourceNotFound, validationFailed } from "../../http/domain-error";
import type { Mailer } from "../../mail/outbox-mailer";
import type { NotificationsService } from "../notifications/notifications.service";
import type { ProfileRepository } from "../profile/profile.repository";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import { republishCountryShare } from "./country-share-republish";
import { curatorProfile } from "./curator-profile";
import { copyElementRows, listsRepository } from "./product-lists.repository";
import type { ListCaller, ProductListsService } from "./product-lists.service";
import { sharingRepository } from "./sharing.repository";

/** Supplement 7: the two kinds of shared list and their paths' list type. */
export type SharedType = Extract<ProductListType, "countryShare" | "privateShare">;

/**
 * Supplement 7 ("Country sharing", "Private sharing"), core spec 4.7: sharing a list makes a snapshot owned by
 * the sharer (title, description, elements, the note) for individual users, SCP users, or countries and
 * subregions. Recipients of a private share get a PRIVATE_LIST_SHARED notification and, when their
 * sharedProductListNotification setting is on, an e-mail, in the share's transaction.
 */
export class SharingService {
  constructor(
    private readonly db: Db,
    private readonly lists: ProductListsService,
    private readonly profiles: ProfileRepository,
    private readonly referenceData: ReferenceDataService,
    private readonly notifications: NotificationsService,
    private readonly mailerFor: (tx: Db) => Mailer,
    private readonly now: () => Date,
  ) {}

  /** Supplement 7 (GET /private-sharing/list, /country-sharing/list): the shared lists the caller sees. */
  async sharedLists(userId: number, type: SharedType): Promise<ProductList[]> {
    const caller = await this.lists.caller(userId);
    if (type === "countryShare" && isPartner(caller)) return [];
    const ids =
      type === "privateShare"
        ? await sharingRepository.privateShareIds(this.db, userId)
        : await this.countryShareIds(caller);
    const views = await Promise.all(ids.map((id) => this.lists.view(caller, id).catch(() => undefined)));
    return sortListsOfLists(
      views.filter((view): view is ProductList => view !== undefined && view.type === type),
    );
  }

  private countryShareIds(caller: ListCaller): Promise<number[]> {
    return sharingRepository.countryShareIds(this.db, caller.id, caller.countryId);
  }

  /** Supplement 7 (details): a shared list of this type; opening a private share marks it read. */
  async details(userId: number, id: number, type: SharedType): Promise<ProductList> {
    const caller = await this.lists.caller(userId);
    await this.lists.readable(this.db, caller, id, type);
    if (type === "privateShare") await sharingRepository.markRead(this.db, id, userId);
    return this.lists.view(caller, id);
  }

  /** Supplement 7 (list-elements): the elements of a shared list of this type. */
  async elements(userId: number, id: number, type: SharedType): Promise<ListElementsResponse> {
    const caller = await this.lists.caller(userId);
    const { list, bundle } = await this.lists.readable(this.db, caller, id, type);
    const content = await this.lists.views.elementViews(
      caller,
      bundle.elements.get(id) ?? [],
      list.sortingType,
    );
    return {
      content,
      totalCount: content.length,
      version: list.version,
      sortingType: list.sortingType,
    };
  }

  /** Core spec 4.7 (save as mine): a personal copy of a shared list of this type. */
  async copy(userId: number, id: number, type: SharedType, title: string): Promise<ProductList> {
    const caller = await this.lists.caller(userId);
    await this.lists.readable(this.db, caller, id, type);
    return this.lists.copy(userId, id, { title });
  }

  /** Core spec 4.7: country lists may be pinned (private shares may not). */
  async pin(userId: number, id: number, pinned: boolean): Promise<ProductList> {
    const caller = await this.lists.caller(userId);
    await this.lists.readable(this.db, caller, id, "countryShare");
    return this.lists.pin(userId, id, pinned);
  }

  /** Supplement 7 (DELETE): the sharer (or, for country lists, a Key user or admin) removes the list for all;
   * a private recipient removes it from their own inbox only. */
  async remove(userId: number, id: number, type: SharedType): Promise<void> {
    const caller = await this.lists.caller(userId);
    const { list } = await this.lists.readable(this.db, caller, id, type);
    const mayRemoveAll = list.ownerId === userId || (type === "countryShare" && isKeyUserOrAdmin(caller));
    if (mayRemoveAll) await listsRepository.remove(this.db, [id]);
    else if (type === "privateShare") await sharingRepository.removeRecipient(this.db, id, userId);
    else
      throw forbidden(
        "Only the sharer, Key users and admins remove a country list",
        "INSUFFICIENT_PERMISSIONS",
      );
  }

  /**
   * Supplement 7 (POST /private-sharing/{id}/share and scp-share): staff share one of their lists with colleagues
   * or accepted partners; partners share nothing (core `canShareLists`, 403 INSUFFICIENT_PERMISSIONS).
   */
  async sharePrivately(
    userId: number,
    sourceId: number,
    form: IndividualShareForm,
    scp: boolean,
  ): Promise<ProductList> {
    const caller = await this.lists.caller(userId);
    if (!canShareLists(caller)) {
      throw forbidden("Partners receive lists; they do not share them", "INSUFFICIENT_PERMISSIONS");
    }
    const { userIds, note } = individualShareToShareForm(form);
    const recipients = await sharingRepository.recipients(this.db, userIds);
    const fieldErrors = userIds.flatMap((id, index) => {
      const user = recipients.find((candidate) => candidate.id === id);
      const fits = user?.enabled && id !== userId && (scp ? isAdmittedPartner(user) : !isPartner(user));
      return fits ? [] : [{ field: `userIds.${index}`, messageKey: "validation.invalidFormat" }];
    });
    if (fieldErrors.length > 0) throw validationFailed(fieldErrors);
    return this.db.transaction(async (tx) => {
      const share = await this.snapshot(tx, caller, sourceId, "privateShare", note);
      await sharingRepository.addRecipients(tx, share.id, userIds);
      const ownerName = share.ownerName ?? "";
      await this.notifications.notify(
        tx,
        userIds.map((id) => ({
          userId: id,
          type: "PRIVATE_LIST_SHARED" as const,
          listId: share.id,
          listTitle: share.title,
          listOwnerName: ownerName,
        })),
      );
      const mailer = this.mailerFor(tx);
      for (const recipient of recipients.filter((user) => user.sharedProductListNotification)) {
        const params = { sender: ownerName, title: share.title, note };
        await mailer.send({
          recipient: recipient.email,
          subject: exportText(recipient.languageShortcut, "mail.listShared.subject", params),
          body: exportText(recipient.languageShortcut, "mail.listShared.body", params),
        });
      }
      return share;
    });
  }

  /**
   * Supplement 7 (POST /country-sharing/{id}/share): Key users and admins share to countries and subregions. The
   * first share of a list makes its country list; sharing the same list (or that country list) again publishes a
   * newer version of it (`republishCountryShare`).
   */
  async shareByCountry(userId: number, sourceId: number, form: CountryShareForm): Promise<ProductList> {
    const caller = await this.lists.caller(userId);
    if (!isKeyUserOrAdmin(caller)) {
      throw forbidden("Only Key users and admins share lists by country", "INSUFFICIENT_PERMISSIONS");
    }
    const { countries } = await this.referenceData.get();
    const fieldErrors = form.subregions.flatMap((subregion, index) =>
      subregion.countryIds.every(
        (id) => countries.find((country) => country.id === id)?.subregion?.id === subregion.subregionId,
      )
        ? []
        : [{ field: `subregions.${index}`, messageKey: "validation.invalidFormat" }],
    );
    form.countryIds.forEach((id, index) => {
      if (!countries.some((country) => country.id === id))
        fieldErrors.push({ field: `countryIds.${index}`, messageKey: "validation.invalidFormat" });
    });
    if (fieldErrors.length > 0) throw validationFailed(fieldErrors);
    const profile = await curatorProfile(this.profiles, caller);
    const targetCountries = [
      ...form.countryIds,
      ...form.subregions.flatMap((subregion) => subregion.countryIds),
    ];
    if (!canCurateFor(profile, targetCountries)) {
      throw forbidden(
        "Key users share only to countries they hold the Key user role in",
        "INSUFFICIENT_PERMISSIONS",
      );
    }
    const targets = countryShareToShareForm(form);
    return this.db.transaction(async (tx) => {
      const countryListId = await sharingRepository.countryShareOf(tx, caller.id, sourceId);
      if (countryListId === undefined) {
        const share = await this.snapshot(tx, caller, sourceId, "countryShare", targets.note);
        await sharingRepository.addTargets(tx, share.id, targets.countryIds, targets.subregionIds);
        return this.lists.view(caller, share.id, tx);
      }
      const { list, bundle } = await this.lists.readable(tx, caller, sourceId);
      await republishCountryShare(tx, this.lists, this.notifications, this.mailerFor(tx), caller, {
        countryListId,
        source: list,
        sourceRows: bundle.elements.get(sourceId) ?? [],
        note: targets.note,
        countryIds: targets.countryIds,
        subregionIds: targets.subregionIds,
      });
      return this.lists.view(caller, countryListId, tx);
    });
  }

  /** Core spec 4.7: a copy of one of the caller's own lists as a shared list owned by the caller. */
  private async snapshot(tx: Db, caller: ListCaller, sourceId: number, type: SharedType, note: string) {
    const { list, bundle } = await this.lists.readable(tx, caller, sourceId);
    if (list.ownerId !== caller.id) throw resourceNotFound("Product list");
    const now = this.now();
    const share = await listsRepository.insert(tx, {
      type,
      ownerId: caller.id,
      title: list.title,
      description: list.description,
      note,
      countryId: caller.countryId,
      currencyId: list.currencyId,
      sortingType: list.sortingType,
      sourceListId: list.id,
      lastEditorId: caller.id,
      createdAt: now,
      lastUpdatedAt: now,
    });
    await listsRepository.insertElements(tx, copyElementRows(bundle.elements.get(sourceId) ?? [], share.id));
    return this.lists.view(caller, share.id, tx);
  }
}
