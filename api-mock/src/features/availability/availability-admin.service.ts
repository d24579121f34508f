import type { AvailabilityIndicatorRequest, AvailabilityMode, ProductIndicators } from "@catalogue/core/api";
import type { AvailabilityIndicator } from "@catalogue/core/model";
import { indicatorFieldErrors, indicatorRuleKey, ValidationMessage } from "@catalogue/core/rules";
import { sql } from "drizzle-orm";
import type { ChangeNotifications } from "../../db/change-notifications";
import type { Db } from "../../db/database";
import { businessRule, resourceNotFound, unauthorized, validationFailed } from "../../http/domain-error";
import { assertHighestRole } from "../auth/highest-role-access";
import type { ProductCatalogue } from "../products/product-catalogue";
import type { ProfileRepository } from "../profile/profile.repository";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import {
  deleteIndicator,
  deleteIndicators,
  findIndicators,
  type IndicatorRow,
  insertIndicators,
} from "./availability-admin.repository";

const RULE_MESSAGES = {
  CANNOT_SET_MANY_PRODUCT_INDICATORS_FOR_ONE_COUNTRY: "A country or subregion already has an indicator",
  COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED: "A country indicator needs a description",
  GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED: "A global indicator needs a description",
  MISSING_COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DATA: "A country indicator needs a status and a country",
  MISSING_GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DATA: "A global indicator needs a status",
} as const;

function modeOf(indicators: readonly AvailabilityIndicator[]): AvailabilityMode {
  if (indicators.length === 0) return "EDIT";
  return indicators.some((indicator) => indicator.scope === "GLOBAL") ? "GLOBAL" : "CUSTOM";
}

/** The stored targets of one scope: the countries (or subregions) that already hold an indicator. */
function takenTargets(indicators: readonly AvailabilityIndicator[], scope: string): Set<number> {
  return new Set(
    indicators
      .filter((indicator) => indicator.scope === scope)
      .map((indicator) => (scope === "COUNTRY" ? indicator.countryId : indicator.subregionId) ?? 0),
  );
}

/**
 * core spec 4.8: the highest role manages a product's custom availability indicators. Only one
 * mode is active: a global indicator replaces the country and subregion ones, and those replace the global one.
 * Every write is one transaction, serialised per part number; the catalogue's indicators are reloaded after it
 * (in every process on the database, see `ChangeNotifications`), so search cards and details show the change.
 */
export class AvailabilityAdminService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: ProductCatalogue,
    private readonly profiles: ProfileRepository,
    private readonly referenceData: ReferenceDataService,
    private readonly changes: Pick<ChangeNotifications, "transaction">,
  ) {}

  /** Supplement 7 (GET): every indicator of the product; 464 for an unknown product. */
  async get(userId: number, productId: number): Promise<ProductIndicators> {
    const partNumber = await this.authorise(userId, productId);
    return this.answer(productId, partNumber, await findIndicators(this.db, partNumber));
  }

  /** Supplement 7 (POST): adds an indicator; a country that already has one answers 409. */
  add(userId: number, productId: number, request: AvailabilityIndicatorRequest): Promise<ProductIndicators> {
    return this.write(userId, productId, request, false);
  }

  /** Supplement 7 (PUT): the product's indicators become exactly this one (the availability screen's save). */
  replace(
    userId: number,
    productId: number,
    request: AvailabilityIndicatorRequest,
  ): Promise<ProductIndicators> {
    return this.write(userId, productId, request, true);
  }

  /** Supplement 7 (DELETE): removes one indicator (464 when the product has no such one) or all (edit mode). */
  async remove(userId: number, productId: number, indicatorId?: number): Promise<ProductIndicators> {
    const partNumber = await this.authorise(userId, productId);
    const indicators = await this.changes.transaction(async (tx, changed) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${partNumber}))`);
      if (indicatorId === undefined) await deleteIndicators(tx, partNumber);
      else if (!(await deleteIndicator(tx, partNumber, indicatorId))) throw resourceNotFound("Indicator");
      await changed({ kind: "indicators" });
      return findIndicators(tx, partNumber);
    });
    return this.answer(productId, partNumber, indicators);
  }

  private async write(
    userId: number,
    productId: number,
    request: AvailabilityIndicatorRequest,
    replace: boolean,
  ): Promise<ProductIndicators> {
    const partNumber = await this.authorise(userId, productId);
    await this.checkTargets(request);
    const indicators = await this.changes.transaction(async (tx, changed) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${partNumber}))`);
      const stored = replace ? [] : await findIndicators(tx, partNumber);
      const key = indicatorRuleKey(request, takenTargets(stored, request.scope));
      if (key) throw businessRule(key, RULE_MESSAGES[key]);
      // Supplement 5: the link is required too; after the 409 keys the specification names for the rest.
      const fieldErrors = indicatorFieldErrors(request);
      if (fieldErrors.length > 0) throw validationFailed(fieldErrors);
      if (replace || request.scope === "GLOBAL") await deleteIndicators(tx, partNumber);
      else await deleteIndicators(tx, partNumber, ["GLOBAL"]);
      await insertIndicators(tx, toRows(partNumber, request));
      await changed({ kind: "indicators" });
      return findIndicators(tx, partNumber);
    });
    return this.answer(productId, partNumber, indicators);
  }

  /** Core spec 6: highest role only; the product must be in the catalogue. Returns its part number. */
  private async authorise(userId: number, productId: number): Promise<string> {
    const user = await this.profiles.findUser(userId);
    if (!user) throw unauthorized();
    assertHighestRole(user);
    await this.catalogue.ready();
    const entry = this.catalogue.card(productId);
    if (!entry) throw resourceNotFound("Product");
    return entry.row.partNumber;
  }

  /** Countries and subregions must exist (460 naming the field otherwise). */
  private async checkTargets(request: AvailabilityIndicatorRequest): Promise<void> {
    const data = await this.referenceData.get();
    const countryIds = new Set(data.countries.map((country) => country.id));
    const subregionIds = new Set(data.subregions.map((subregion) => subregion.id));
    const errors = [
      ...(request.countryIds ?? []).flatMap((id, i) => (countryIds.has(id) ? [] : [`countryIds.${i}`])),
      ...(request.subregionIds ?? []).flatMap((id, i) => (subregionIds.has(id) ? [] : [`subregionIds.${i}`])),
    ].map((field) => ({ field, messageKey: ValidationMessage.invalidFormat }));
    if (errors.length > 0) throw validationFailed(errors);
  }

  private answer(
    productId: number,
    partNumber: string,
    indicators: AvailabilityIndicator[],
  ): ProductIndicators {
    return { productId, partNumber, mode: modeOf(indicators), indicators };
  }
}

/** One row per target: none for GLOBAL, one per country or subregion otherwise. */
function toRows(partNumber: string, request: AvailabilityIndicatorRequest): IndicatorRow[] {
  const base = {
    partNumber,
    scope: request.scope,
    status: request.status ?? "AVAILABLE",
    description: (request.description ?? "").trim(),
    link: request.link ? request.link : null,
    criticalQuantity: request.criticalQuantity ?? null,
  };
  if (request.scope === "COUNTRY")
    return (request.countryIds ?? []).map((countryId) => ({ ...base, countryId }));
  if (request.scope === "SUBREGION")
    return (request.subregionIds ?? []).map((subregionId) => ({ ...base, subregionId }));
  return [base];
}
