import type { PatientGroup } from "@catalogue/core/model";

// Title qualifiers with the patient groups they address, shared by the template tables.

/** Issue 5 item 4: a title qualifier and the patient groups it addresses. */
export type Qualifier = [string, PatientGroup[]];

/** Issue 5 item 4: adult patients. */
export const ADULT: Qualifier = ["adult", ["ADULT"]];
/** Issue 5 item 4: paediatric patients. */
export const PAEDIATRIC: Qualifier = ["paediatric", ["PEDIATRICS"]];
/** Issue 5 item 4: neonates. */
export const NEONATAL: Qualifier = ["neonatal", ["NEONATES"]];
/** Issue 5 item 4: every patient group. */
export const ALL_PATIENTS: Qualifier = ["all patients", ["ADULT", "PEDIATRICS", "NEONATES"]];
/** Issue 5 item 4: one size for adults and children. */
export const ONE_SIZE: Qualifier = ["universal", ["ADULT", "PEDIATRICS"]];
