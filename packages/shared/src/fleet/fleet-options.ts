/**
 * The fleet's fixed lists, without zod: a car's fuel types and ownerships, a driver's licence categories.
 * The car and driver pages' forms list them on their first render, so this module keeps the schema library
 * off that path (issue 19 §6). `cars.contract.ts` and `drivers.contract.ts` build their enums from these
 * lists and re-export them.
 */

/** Fuel types of a car (issue 10 §1), in the order the form offers them. */
export const FUEL_TYPES = ["petrol", "diesel", "hybrid", "electric", "lpg"] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** Who owns a car (issue 10 §1): the company, a lease, or an employee's own car used for work. */
export const OWNERSHIPS = ["company", "leased", "private"] as const;
export type Ownership = (typeof OWNERSHIPS)[number];

/** Licence categories of Hungarian licences (EU 2006/126/EK). */
export const LICENCE_CATEGORIES = [
  "AM",
  "A1",
  "A2",
  "A",
  "B",
  "BE",
  "C1",
  "C1E",
  "C",
  "CE",
  "D1",
  "D1E",
  "D",
  "DE",
  "T",
] as const;
