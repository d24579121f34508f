import type {
  AvailabilityIndicator,
  ImportRecord,
  ListElement,
  Notification,
  Product,
  ProductList,
  RoleChangeInfo,
  UserProfile,
} from "../model/index";

// Realistic examples of the entities of core spec 3, for tests and fakes in every workspace.

/** Core spec 3: a German sales representative with prices and every status check on. */
export const exampleUserProfile: UserProfile = {
  id: 42,
  username: "anna.schmidt",
  email: "anna.schmidt@example-medical.com",
  name: "Anna",
  surname: "Schmidt",
  role: "ADVANCED_USER",
  roles: [{ role: "ADVANCED_USER", countryId: 49 }],
  userType: "INTERNAL",
  country: "Germany",
  countryId: 49,
  countryShortcut: "DE",
  currency: "Euro",
  currencyId: 1,
  currencyShortcut: "EUR",
  language: { name: "Deutsch", shortcut: "de" },
  languageShortcut: "de",
  organizationRole: "SALES_REPRESENTATIVE",
  company: null,
  separator: "COMMA",
  showPrices: true,
  showAvailability: true,
  phaseOutCheck: true,
  clearanceCheck: true,
  hideWithoutMarketClearance: false,
  updatedCountryShareNotification: true,
  sharedProductListNotification: true,
  scpStatus: null,
  subregion: { id: 3, name: "Central Europe" },
  firstLogin: "2025-03-01T08:15:00Z",
  lastLogin: "2026-11-20T07:55:00Z",
  lastActivity: "2026-11-20T16:30:00+01:00",
  admin: false,
  enabled: true,
  salesOrganization: "DE01",
  scpCompanyCountry: null,
  accessibleCountries: [
    { id: 49, name: "Germany", title: "DE", subregion: { id: 3, name: "Central Europe" } },
  ],
};

/** Core spec 3: a breathing circuit with prices, a GGP corridor and every detail section filled. */
export const exampleProduct: Product = {
  id: 1001,
  title: "VentStar Oxylog",
  subtitle: "Breathing circuit, adult, 1.8 m",
  partNumber: "MP01234",
  description: "Single-use breathing circuit for transport ventilation.",
  productCluster: "VENTILATION_ACCESSORIES_BREATHING_CIRCUITS",
  productGroup: "Breathing circuits",
  imageId: "img-1001",
  image360: true,
  images: [{ imageId: "img-1001", imageCategory: "MAIN" }],
  isFavorite: false,
  isNew: true,
  highlight: false,
  rfid: false,
  materialData: { alternativeProducts: [1002], relatedProducts: [1003, 1004] },
  phaseOutStatus: "AVAILABLE",
  marketClearance: "CLEARED",
  stockAvailabilityStatus: "AVAILABLE",
  quantity: 120,
  criticalQuantity: 200,
  customStatus: null,
  pricing: { crp: 25.5, ggpUnitPrice: 21.3, ggp: { lowerLimit: 20, upperLimit: 24 }, totalPrice: 255 },
  localListPrice: 27.9,
  globalReferencePrice: 24.1,
  crpNetPrice: 23.95,
  mainGtin: "04048675123456",
  secondaryGtins: ["04048675123463"],
  unspscCode: "42271700",
  ceClassification: "IIa",
  ifuPartNumber: "9510123",
  piecesPerPackingUnit: 10,
  packagesPerDeliveryUnit: 4,
  totalPieces: 40,
  countryOfOrigin: "Germany",
  sterile: false,
  latex: false,
  totalShelfLife: "60 months",
  usage: "SINGLEUSE",
  maximumReprocessingCycles: null,
  compatibleDevices: ["Oxylog 3000 plus"],
  deviceTypes: ["VENTILATION"],
  deviceGroups: ["VENTILATION_OXYLOG"],
  careAreas: ["ICU", "OR"],
  patientGroups: ["ADULT"],
  operationConditions: {
    temperature: { min: 10, max: 40, unit: "°C" },
    humidity: { min: 5, max: 95, unit: "%RH" },
    airPressure: { min: 700, max: 1060, unit: "hPa" },
  },
  storageConditions: { temperature: { min: -20, max: 60, unit: "°C" }, humidity: null, airPressure: null },
  linkGroups: [
    {
      type: "DOCUMENTATION",
      links: [
        { title: "Instructions for use", url: "https://docs.example.com/ifu.pdf", documentType: "IFU" },
      ],
    },
  ],
  videos: [{ title: "Set-up", url: "https://video.example.com/setup" }],
  variants: [
    { id: 1005, title: "VentStar Oxylog", subtitle: "Breathing circuit, 3 m", partNumber: "MP01235" },
  ],
};

/** Core spec 3: a personal list in euros with two products. */
export const exampleProductList: ProductList = {
  id: 7,
  type: "personal",
  title: "ICU ventilation set",
  description: "Quote for the university hospital",
  countryId: 49,
  countryName: "Germany",
  subregionId: 3,
  currency: "EUR",
  pinned: true,
  draft: false,
  defaultList: false,
  ownerName: "Anna Schmidt",
  lastEditorName: "Anna Schmidt",
  createdAt: "2026-10-02T09:00:00Z",
  lastUpdatedAt: "2026-11-19T14:12:00Z",
  numberOfProducts: 2,
  totalAmount: 1020,
  totalGgp: 852,
  sortingType: "CREATED_AT",
  customOrder: [],
  unread: false,
  version: 3,
  sharedCountryIds: [],
  sharedSubregionIds: [],
  sourceListId: null,
  note: null,
};

/** Core spec 3: ten packages of ten pieces at a 5 % discount. */
export const exampleListElement: ListElement = {
  id: 70,
  listId: 7,
  productId: 1001,
  quantity: 10,
  sortOrder: 0,
  pricing: {
    crp: 25.5,
    discount: 5,
    netPrice: 24.23,
    totalPrice: 242.3,
    totalPieces: 100,
    piecesPerPackage: 10,
    packagesPerDelivery: 4,
  },
};

/** Core spec 3: a private share notification. */
export const exampleNotification: Notification = {
  id: 501,
  type: "PRIVATE_LIST_SHARED",
  read: false,
  listId: 7,
  listTitle: "ICU ventilation set",
  listOwnerName: "Anna Schmidt",
  createdAt: "2026-11-19T14:12:00Z",
  expiresAt: "2026-12-19T14:12:00Z",
  userRoleChangeId: null,
};

/** Core spec 3: a role change that grants prices for the first time. */
export const exampleRoleChangeInfo: RoleChangeInfo = {
  id: 9,
  firstPriceAccess: true,
  read: false,
  elements: [{ role: "ADVANCED_USER", countryName: "Germany" }],
};

/** Core spec 3: a country indicator for Germany. */
export const exampleAvailabilityIndicator: AvailabilityIndicator = {
  id: 11,
  partNumber: "MP01234",
  scope: "COUNTRY",
  status: "WARNING",
  description: "Limited availability until March",
  link: "https://status.example.com/MP01234",
  criticalQuantity: 50,
  countryId: 49,
  subregionId: null,
};

/** Core spec 3: a finished product-table import. */
export const exampleImportRecord: ImportRecord = {
  id: 300,
  tableName: "PRODUCTS",
  tableType: "MASTER_DATA",
  status: "SUCCESS",
  importDate: "2026-11-20T02:00:00Z",
  startDatetime: "2026-11-20T02:00:05Z",
  finishDatetime: "2026-11-20T02:03:17Z",
  totalImportTime: 192_000,
  rowsTotal: 12_034,
  rowsDone: 12_034,
  errors: [],
  logs: [{ timestamp: "2026-11-20T02:03:17Z", runStatus: "SUCCESS", message: "12034 rows imported" }],
};
