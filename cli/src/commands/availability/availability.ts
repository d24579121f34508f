import type { ProductIndicators } from "@catalogue/core/api";
import { availabilityAdminCalls } from "@catalogue/core/api/catalogue/calls/availability-admin.calls";
import { referenceDataCalls } from "@catalogue/core/api/catalogue/calls/reference-data.calls";
import type { CustomStatusValue } from "@catalogue/core/model";
import type { CommandInput, CommandRun } from "../../cli-spec/command-spec";
import { UserError } from "../../errors";
import { ExitCode } from "../../exit-codes";
import { type CliContext, createContext } from "../../runtime/cli-context";
import { confirm } from "../../runtime/confirm";
import { formatTable } from "../../runtime/table";
import { type CountryIndex, countryIndex } from "../common/countries";
import { productIdOf } from "./find-product";

const MODE_TEXT = {
  EDIT: "edit mode: no indicator applies",
  GLOBAL: "one global indicator",
  CUSTOM: "indicators per country or subregion",
} as const;

/** The indicators for people, or as the documented JSON (country codes instead of ids). */
async function print(context: CliContext, answer: ProductIndicators, countries: CountryIndex): Promise<void> {
  const subregions = answer.indicators.some((indicator) => indicator.subregionId !== null)
    ? await context.call(referenceDataCalls.subregions, {})
    : [];
  const target = (indicator: ProductIndicators["indicators"][number]) =>
    indicator.scope === "GLOBAL"
      ? "every country"
      : indicator.scope === "COUNTRY"
        ? countries.codeOf(indicator.countryId)
        : (subregions.find((subregion) => subregion.id === indicator.subregionId)?.name ??
          String(indicator.subregionId));
  if (context.out.json) {
    context.out.document({
      productId: answer.productId,
      partNumber: answer.partNumber,
      mode: answer.mode,
      indicators: answer.indicators.map((indicator) => ({
        id: indicator.id,
        scope: indicator.scope,
        country: indicator.scope === "COUNTRY" ? countries.codeOf(indicator.countryId) : null,
        subregion: indicator.scope === "SUBREGION" ? target(indicator) : null,
        status: indicator.status,
        description: indicator.description,
        link: indicator.link,
        criticalQuantity: indicator.criticalQuantity,
      })),
    });
    return;
  }
  const { style } = context.out;
  context.out.result(`${style.bold(answer.partNumber)}: ${MODE_TEXT[answer.mode]}`);
  if (answer.indicators.length > 0) {
    const rows = answer.indicators.map((indicator) => [
      String(indicator.id),
      target(indicator),
      indicator.status,
      indicator.description,
      indicator.link ?? "-",
    ]);
    context.out.result(...formatTable(["ID", "FOR", "STATUS", "DESCRIPTION", "LINK"], rows, style));
  }
}

/** `catalogue availability show PART_NUMBER`. */
export const availabilityShow: CommandRun = async ({ args, globals }) => {
  const context = createContext(globals);
  const id = await productIdOf(context, args[0] ?? "");
  const [answer, countries] = await Promise.all([
    context.call(availabilityAdminCalls.get, { params: { id } }),
    countryIndex(context),
  ]);
  await print(context, answer, countries);
};

/** --global or --country (one of them): where an indicator applies. */
function scopeOf(options: CommandInput["options"]): string[] {
  const list = (options.country as string[] | undefined) ?? [];
  if (Boolean(options.global) === list.length > 0) {
    throw new UserError("say where: --global, or --country CODE", ExitCode.usage);
  }
  return list;
}

/**
 * `catalogue availability set PART_NUMBER --global|--country C --status S --description D [--link URL]`. Core spec
 * 4.8 / 8: status and description are required; the server answers the specification's keys when they miss.
 */
export const availabilitySet: CommandRun = async ({ args, options, globals }) => {
  const codes = scopeOf(options);
  const context = createContext(globals);
  const countries = await countryIndex(context);
  const id = await productIdOf(context, args[0] ?? "");
  const answer = await context.call(
    availabilityAdminCalls.add,
    {
      params: { id },
      body: {
        scope: options.global ? "GLOBAL" : "COUNTRY",
        status: (options.status as CustomStatusValue | undefined) ?? null,
        description: (options.description as string | undefined) ?? null,
        link: (options.link as string | undefined) ?? null,
        countryIds: codes.map((code) => countries.idOf(code)),
      },
    },
    { subject: `product ${args[0]}`, fieldLabels: { link: "--link", description: "--description" } },
  );
  context.out.done(`${answer.partNumber}: ${MODE_TEXT[answer.mode]}`);
  await printIfJson(context, answer, countries);
};

async function printIfJson(context: CliContext, answer: ProductIndicators, countries: CountryIndex) {
  if (context.out.json) await print(context, answer, countries);
}

/** `catalogue availability clear PART_NUMBER [--global|--country C]`: all indicators, or one. */
export const availabilityClear: CommandRun = async ({ args, options, globals }) => {
  const context = createContext({ ...globals, ...options });
  const countries = await countryIndex(context);
  const id = await productIdOf(context, args[0] ?? "");
  const current = await context.call(availabilityAdminCalls.get, { params: { id } });
  const code = options.country as string | undefined;
  let indicatorId: number | undefined;
  if (options.global || code) {
    const countryId = code ? countries.idOf(code) : null;
    const indicator = current.indicators.find((each) =>
      code ? each.scope === "COUNTRY" && each.countryId === countryId : each.scope === "GLOBAL",
    );
    if (!indicator) {
      throw new UserError(
        `${current.partNumber} has no ${code ? `indicator for ${code}` : "global indicator"}`,
        ExitCode.notFound,
      );
    }
    indicatorId = indicator.id;
  } else if (current.indicators.length === 0) {
    context.out.note(`${current.partNumber} has no indicators: nothing to clear.`);
    if (context.out.json) await print(context, current, countries);
    return;
  }
  await confirm(
    context.globals,
    `Remove ${indicatorId === undefined ? "every availability indicator" : "this indicator"} of ${current.partNumber}?`,
  );
  const answer = await context.call(availabilityAdminCalls.remove, {
    params: { id },
    query: { indicatorId },
  });
  context.out.done(`${answer.partNumber}: ${MODE_TEXT[answer.mode]}`);
  await printIfJson(context, answer, countries);
};
