import type { PatientGroup } from "@catalogue/core/model";

// Title qualifiers with the patient groups they address, shared by the template tables.

/** A title qualifier and the patient groups it addresses. */
export type Qualifier = [string, PatientGroup[]];

/** Adult patients. */
export const ADULT: Qualifier = ["adult", ["ADULT"]];
/** Paediatric patients. */
export const PAEDIATRIC: Qualifier = ["paediatric", ["PEDIATRICS"]];
/** Neonates. */
export const NEONATAL: Qualifier = ["neonatal", ["NEONATES"]];
/** Every patient group. */
export const ALL_PATIENTS: Qualifier = ["all patients", ["ADULT", "PEDIATRICS", "NEONATES"]];
/** One size for adults and children. */
export const ONE_SIZE: Qualifier = ["universal", ["ADULT", "PEDIATRICS"]];
