import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CarDetail } from "@office/shared/fleet/cars.contract";
import type { CarServiceList } from "@office/shared/fleet/car-services.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { ServiceTab } from "./service-tab";

const LIST: CarServiceList = {
  services: [
    {
      id: 3,
      carId: 1,
      date: "2026-03-10",
      odometerKm: 41000,
      costHuf: 120000,
      description: "Nagyszerviz",
      invoice: { fileName: "szamla.pdf", mime: "application/pdf", size: 1200 },
      createdAt: "2026-03-10T10:00:00Z",
    },
  ],
  nextService: {
    lastServiceDate: "2026-03-10",
    dueKm: 56000,
    kmLeft: 800,
    dueDate: "2027-03-10",
    daysLeft: 100,
    isDue: true,
  },
  yearlyCosts: [{ year: 2026, costHuf: 120000, count: 1 }],
};

const car = {
  id: 1,
  odometerKm: 55200,
  serviceIntervalKm: 15000,
  serviceIntervalMonths: 12,
  canManage: true,
} as CarDetail;

beforeEach(() => {
  authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["fleetManager"] })));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).startsWith("/api/car/1/service")) return jsonResponse(LIST);
      throw new Error(`unexpected ${String(input)}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("the car's Szerviz tab", () => {
  it("shows the next service by date or km, the yearly cost and the log; the form checks its fields in Hungarian", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ServiceTab car={car} />);
    const next = await screen.findByTestId("service-next");
    expect(next).toHaveTextContent("2027. 03. 10.");
    expect(next).toHaveTextContent("56 000 km-nél (még 800 km)");
    expect(screen.getByTestId("service-yearly")).toHaveTextContent("2026: 120 000 Ft");
    expect(screen.getByTestId("service-table")).toHaveTextContent("Nagyszerviz");
    await user.click(screen.getByRole("button", { name: "Új szerviz" }));
    await user.clear(screen.getByTestId("service-costHuf"));
    await user.type(screen.getByTestId("service-costHuf"), "sok");
    await user.click(screen.getByRole("button", { name: "Szerviz mentése" }));
    expect(await screen.findByText("A(z) költség egész szám legyen.")).toBeVisible();
    expect(screen.getByText("Írd le, mi készült.")).toBeVisible();
  });
});
