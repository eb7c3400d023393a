import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import type { CarListItem } from "@office/shared/fleet/cars.contract";
import { renderWithProviders } from "../../../test/render";
import { CarCards, CarsTable } from "./cars-table";

const car = (id: number, plate: string, attachmentCount: number): CarListItem => ({
  id,
  plate,
  make: "Škoda",
  model: "Octavia",
  vin: null,
  year: 2021,
  fuelType: "diesel",
  engineKw: 85,
  engineCcm: 1968,
  environmentalClass: null,
  odometerKm: 84_210,
  motExpiry: null,
  mandatoryInsuranceExpiry: null,
  cascoExpiry: null,
  ownership: "company",
  driverId: null,
  driverName: "Szabó Péter",
  costCenterId: null,
  active: true,
  note: null,
  nextExpiry: null,
  serviceIntervalKm: null,
  serviceIntervalMonths: null,
  inServiceSince: null,
  inServiceOdometerKm: null,
  attachmentCount,
});

const cars = [car(1, "AAA-111", 3), car(2, "BBB-222", 0)];

describe("cars list: attachment counts", () => {
  it("shows the paperclip count in the table row of a car with attachments only", () => {
    renderWithProviders(<CarsTable cars={cars} />);
    const [, withFiles, withoutFiles] = screen.getAllByRole("row");
    expect(within(withFiles as HTMLElement).getByRole("img", { name: "3 csatolmány" })).toBeVisible();
    expect(within(withoutFiles as HTMLElement).queryByTestId("attachment-count")).toBeNull();
  });

  it("shows it on the phone cards too", () => {
    renderWithProviders(<CarCards cars={cars} />);
    expect(screen.getAllByTestId("attachment-count")).toHaveLength(1);
    expect(screen.getByRole("img", { name: "3 csatolmány" })).toHaveTextContent("3");
  });
});
