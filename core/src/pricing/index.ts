/** Core spec 5 and 9: prices, GGP, list totals, number input, and number, money and date formatting. */
export { type DateFormatOptions, formatDate, formatDateTime } from "./date-format";
export { type CorridorLine, countOutsideGgpCorridor, isOutsideGgpCorridor } from "./ggp-corridor";
export {
  type ListTotals,
  linePieces,
  lineTotal,
  listTotals,
  netPrice,
  roundMoney,
  type TotalsLine,
} from "./list-totals";
export { formatMoney, moneyNumberFormat } from "./money-format";
export {
  formatNumber,
  formattingLocale,
  type NumberFormatOptions,
  numberLocaleFor,
  parseNumber,
} from "./number-format";
export {
  NUMBER_INPUTS,
  type NumberInputCorrection,
  type NumberInputOptions,
  type NumberInputResult,
  normalizeNumberInput,
} from "./number-input";
export { GgpIndicator, ggpIndicator, ggpIndicatorLabelKey, priceDifferencePercent } from "./price-difference";
