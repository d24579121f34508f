import type { HeldRole } from "@catalogue/core/access";
import type { ScpConfirmRequest } from "@catalogue/core/api";
import type { ScpCountry } from "@catalogue/core/model";
import { ScpActivationForm, toFieldErrors } from "@catalogue/core/rules";
import type { ChangeNotifications } from "../../db/change-notifications";
import type { Db } from "../../db/database";
import { businessRule, resourceNotFound, validationFailed } from "../../http/domain-error";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import { actorFor, assertManagesCountries } from "./user-access";
import { usersRepository } from "./users.repository";
import type { UsersAdminService } from "./users-admin.service";

/**
 * Core spec 4.4 / 6 / supplement 7: Key users (in their countries) and admins approve or reject a partner's
 * request; admins choose the countries partners may pick.
 */
export class ScpApprovalService {
  constructor(
    private readonly db: Db,
    private readonly referenceData: ReferenceDataService,
    private readonly admin: UsersAdminService,
    private readonly changes: Pick<ChangeNotifications, "transaction">,
  ) {}

  /**
   * Core spec 4.4 (`PATCH /users/scp/{id}/confirm`): approval needs a company, a function and at least one
   * country (460 with the specification's messages); the partner then holds the partner role in those countries
   * and is ACCEPTED. Rejection sets REJECTED. The caller must manage the partner's country and every chosen one.
   */
  async confirm(actorId: number, id: number, body: ScpConfirmRequest): Promise<void> {
    const actor = await actorFor(this.db, actorId, "users");
    const form = body.accepted ? parseActivation(body) : undefined;
    await this.admin.write(actor, id, async (tx, user, roles) => {
      if (user.userType !== "PARTNER") throw resourceNotFound("Sales channel partner");
      const own = [user.countryId, ...roles.map((held) => held.countryId)].filter(isCountry);
      assertManagesCountries(actor, [...own, ...(form?.countryIds ?? [])], false);
      if (!form) {
        await usersRepository.update(tx, id, { scpStatus: "REJECTED" });
        return;
      }
      const data = await this.referenceData.get();
      if (!data.companies.some((company) => company.id === form.companyId)) throw resourceNotFound("Company");
      for (const countryId of form.countryIds) await this.admin.openCountry(countryId);
      const after: HeldRole[] = [...new Set(form.countryIds)].map((countryId) => ({
        role: "SALES_CHANNEL_PARTNER",
        countryId,
      }));
      await this.admin.applyRoles(tx, actor, user, roles, after);
      const keepsCountry = user.countryId !== null && form.countryIds.includes(user.countryId);
      await usersRepository.update(tx, id, {
        scpStatus: "ACCEPTED",
        companyId: form.companyId,
        organizationRole: form.organizationRole,
        countryId: keepsCountry ? user.countryId : (form.countryIds[0] ?? null),
      });
    });
  }

  /**
   * Supplement 7 (`PATCH /countries/scp-available`): exactly these countries are open to partners. Closing a
   * country a partner is assigned to is refused (409 SCP_USER_ASSIGNED_TO_COUNTRY) and changes nothing; partners
   * in a country that was closed already do not stop other countries from opening.
   */
  async setAvailable(actorId: number, countryIds: readonly number[]): Promise<ScpCountry[]> {
    await actorFor(this.db, actorId, "admin");
    const data = await this.referenceData.get();
    for (const id of countryIds) {
      if (!data.countries.some((country) => country.id === id)) throw resourceNotFound("Country");
    }
    // Reference data is cached in memory (here and in other processes): the change refreshes it.
    await this.changes.transaction(async (tx, changed) => {
      const closing = data.countries
        .filter((country) => country.availableForScp && !countryIds.includes(country.id))
        .map((country) => country.id);
      const assigned = await usersRepository.partnersIn(tx as unknown as Db, closing);
      if (assigned > 0) {
        throw businessRule(
          "SCP_USER_ASSIGNED_TO_COUNTRY",
          `${assigned} sales channel partner(s) are assigned to a country that is not selected`,
        );
      }
      await usersRepository.setScpAvailable(tx as unknown as Db, countryIds);
      await changed({ kind: "reference-data" });
    });
    return this.countries();
  }

  /** The system page's country management is for admins (403 otherwise). */
  async assertAdmin(actorId: number): Promise<void> {
    await actorFor(this.db, actorId, "admin");
  }

  /** Core spec 3 "Countries for SCP": every country and whether partners may pick it. */
  async countries(): Promise<ScpCountry[]> {
    return (await this.referenceData.get()).countries.map((country) => ({
      id: country.id,
      title: country.title,
      country: country.name,
      subregion: country.subregion,
      availableForScp: country.availableForScp,
    }));
  }
}

function parseActivation(body: ScpConfirmRequest): ScpActivationForm {
  const parsed = ScpActivationForm.safeParse({
    companyId: body.companyId,
    organizationRole: body.organizationRole,
    countryIds: body.countryIds ?? [],
  });
  if (!parsed.success) throw validationFailed(toFieldErrors(parsed.error));
  return parsed.data;
}

function isCountry(id: number | null): id is number {
  return id !== null;
}
