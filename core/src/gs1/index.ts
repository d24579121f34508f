/** GS1 codes on medical devices (core spec 3: main and secondary GTIN; UDI labels): check digits and parsing. */
export {
  APPLICATION_IDENTIFIERS,
  type ApplicationIdentifier,
  type Gs1Field,
} from "./application-identifiers";
export { type Gs1Style, gs1ElementString } from "./format-gs1";
export {
  GTIN_LENGTHS,
  gs1CheckDigit,
  isValidGtin,
  makeGtin13,
  toCatalogueGtin,
  toGtin14,
} from "./gtin";
export { GROUP_SEPARATOR, type Gs1Code, gs1Date, parseGs1Code } from "./parse-gs1";
