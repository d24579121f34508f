import {
  canChangePriceDisplay,
  isKeyUserOrAdmin,
  isOnboardingIncomplete,
  isPartner,
  partnerAdmission,
} from "@catalogue/core/access";
import type {
  CountryAndCurrencyUpdate,
  ScpProfileUpdate,
  SubregionPermission,
  UserProfileResponse,
  UserProfileUpdate,
} from "@catalogue/core/api";
import type { LanguageCode } from "@catalogue/core/model";
import { OnboardingForm, toFieldErrors, ValidationMessage } from "@catalogue/core/rules";
import type { Db } from "../../db/database";
import {
  businessRule,
  forbidden,
  resourceNotFound,
  staleVersion,
  validationFailed,
} from "../../http/domain-error";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import { publicCountry } from "../reference-data/reference-data.service";
import { type ProfileRepository, replacePartnerCountry, type UserChanges } from "./profile.repository";
import { accessibleCountries, toUserProfile } from "./to-user-profile";
import type { UserRecord } from "./user-record";

const SETTINGS = [
  "separator",
  "showPrices",
  "showAvailability",
  "phaseOutCheck",
  "clearanceCheck",
  "hideWithoutMarketClearance",
  "updatedCountryShareNotification",
  "sharedProductListNotification",
  "languageShortcut",
] as const;

/** Core spec 3, 4.3, 4.4, 5, 6: the profile, its settings, onboarding and partner registration. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly repository: ProfileRepository,
    private readonly referenceData: ReferenceDataService,
    private readonly now: () => Date,
  ) {}

  async get(userId: number): Promise<UserProfileResponse> {
    const user = await this.user(userId);
    return toUserProfile(user, await this.repository.findRoles(userId), await this.referenceData.get());
  }

  /**
   * Core spec 5 / 4.3: a profile edit never carries country, currency or username (the request schema refuses
   * them, 460 naming the field), except that a user still onboarding completes onboarding here (language,
   * function and country, per core's OnboardingForm); after onboarding `countryId` is refused the same way.
   * Basic users (and partners) may not switch prices on (409).
   */
  async update(userId: number, body: UserProfileUpdate): Promise<UserProfileResponse> {
    const user = await this.user(userId);
    const onboarding = !isPartner(user) && isOnboardingIncomplete(user);
    if (!onboarding && body.countryId !== undefined) {
      throw validationFailed([{ field: "countryId", messageKey: ValidationMessage.profileNotEditable }]);
    }
    if (body.version !== undefined && body.version !== user.version) throw staleVersion("The profile");
    const changes: UserChanges = pick(body);
    if (body.showPrices === true && !user.showPrices && !canChangePriceDisplay(user)) {
      throw businessRule("SHOW_PRICES_NOT_ALLOWED", "Basic users cannot switch the price display on");
    }
    if (onboarding && (body.countryId !== undefined || body.organizationRole !== undefined)) {
      Object.assign(changes, await this.onboardingChanges(user, body));
    } else if (body.organizationRole === null) {
      throw validationFailed([{ field: "organizationRole", messageKey: "validation.required" }]);
    } else if (body.organizationRole !== undefined) {
      changes.organizationRole = body.organizationRole;
    }
    return this.write(user, changes);
  }

  /** Core spec 4.3 / 4.4, supplement 7: a partner picks a country (required) and language; they wait as PENDING. */
  async updateScpProfile(userId: number, body: ScpProfileUpdate): Promise<UserProfileResponse> {
    const user = await this.user(userId);
    if (!isPartner(user)) throw forbidden("Only sales channel partners register here");
    if (body.countryId == null) throw businessRule("MISSING_COUNTRY", "Missing country");
    const country = await this.referenceData.country(body.countryId);
    if (!country) throw resourceNotFound("Country");
    if (!country.availableForScp) {
      throw businessRule(
        "SCP_USER_ASSIGNED_TO_COUNTRY",
        "This country is not open to sales channel partners",
      );
    }
    const waiting = partnerAdmission(user.scpStatus) === "waiting";
    await replacePartnerCountry(this.db, user.id, country.id);
    return this.write(user, {
      countryId: country.id,
      currencyId: country.currencyId,
      ...(body.languageShortcut ? { languageShortcut: body.languageShortcut } : {}),
      ...(waiting ? { scpStatus: "PENDING" } : {}),
    });
  }

  /**
   * Core spec 2.3 / 5 (`PUT /user/country-and-currency`): the country (one the user's roles reach, else 460 on
   * countryId) and the currency (any supported one), in one write; unknown ids are 464.
   */
  async setCountryAndCurrency(userId: number, body: CountryAndCurrencyUpdate): Promise<UserProfileResponse> {
    const user = await this.user(userId);
    if (body.version !== undefined && body.version !== user.version) throw staleVersion("The profile");
    const data = await this.referenceData.get();
    if (!data.countries.some((country) => country.id === body.countryId)) throw resourceNotFound("Country");
    if (!data.currencies.some((currency) => currency.id === body.currencyId))
      throw resourceNotFound("Currency");
    const reachable = accessibleCountries(await this.repository.findRoles(userId), data);
    if (!reachable.some((country) => country.id === body.countryId)) {
      throw validationFailed([
        { field: "countryId", messageKey: ValidationMessage.profileCountryNotAllowed },
      ]);
    }
    return this.write(user, { countryId: body.countryId, currencyId: body.currencyId });
  }

  /** Supplement 7 (`PUT /user/language`). */
  async setLanguage(userId: number, languageShortcut: LanguageCode): Promise<UserProfileResponse> {
    return this.write(await this.user(userId), { languageShortcut });
  }

  /** Core spec 6: Key users (and admins) load the subregions of the countries they hold that role in. */
  async subregionPermissions(userId: number): Promise<SubregionPermission[]> {
    const user = await this.user(userId);
    const data = await this.referenceData.get();
    const roles = (await this.repository.findRoles(userId)).filter(isKeyUserOrAdmin);
    if (!isKeyUserOrAdmin(user) && roles.length === 0) return [];
    const countries = accessibleCountries(roles, data);
    return data.subregions
      .map((subregion) => ({
        ...subregion,
        countries: countries.filter((country) => country.subregion?.id === subregion.id).map(publicCountry),
      }))
      .filter((subregion) => subregion.countries.length > 0);
  }

  private async onboardingChanges(user: UserRecord, body: UserProfileUpdate): Promise<UserChanges> {
    const form = {
      languageShortcut: body.languageShortcut ?? user.languageShortcut,
      organizationRole: body.organizationRole ?? user.organizationRole,
      countryId: body.countryId ?? user.countryId ?? null,
    };
    const parsed = OnboardingForm.safeParse(form);
    if (!parsed.success) throw validationFailed(toFieldErrors(parsed.error));
    const country = await this.referenceData.country(parsed.data.countryId);
    if (!country) throw resourceNotFound("Country");
    return {
      languageShortcut: parsed.data.languageShortcut,
      organizationRole: parsed.data.organizationRole,
      countryId: country.id,
      currencyId: user.currencyId ?? country.currencyId,
    };
  }

  private async write(user: UserRecord, changes: UserChanges): Promise<UserProfileResponse> {
    if (!(await this.repository.update(user.id, user.version, changes, this.now())))
      throw staleVersion("The profile");
    return this.get(user.id);
  }

  private async user(userId: number): Promise<UserRecord> {
    const user = await this.repository.findUser(userId);
    if (!user) throw resourceNotFound("User");
    return user;
  }
}

function pick(body: UserProfileUpdate): UserChanges {
  const changes: Record<string, unknown> = {};
  for (const key of SETTINGS) if (body[key] !== undefined) changes[key] = body[key];
  return changes as UserChanges;
}
