import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReactElement } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
import type { CarDetail, CarInput } from "@office/shared/fleet/cars.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { createQueryClient } from "../../../lib/query/query-client";
import { jsonResponse } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { CarForm, EMPTY_CAR } from "./car-form";

/** The form uses `useBlocker`, which needs a data router. */
function renderInDataRouter(ui: ReactElement) {
  const router = createMemoryRouter([{ path: "/", element: ui }]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.startsWith("/api/driver"))
    return jsonResponse([
      {
        id: 4,
        employeeId: 9,
        name: "Szabó Péter",
        licenceNumber: null,
        licenceCategories: ["B"],
        licenceExpiry: null,
        medicalExpiry: null,
      },
    ]);
  throw new Error(`unexpected ${url}`);
});

beforeEach(() => {
  authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["fleetManager"] })));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("car form", () => {
  it("shows Hungarian field messages for a bad plate, a US VIN with a wrong check digit and missing make", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_input: CarInput) => ({}) as CarDetail);
    renderInDataRouter(
      <CarForm defaultValues={EMPTY_CAR} submitLabel="Autó felvétele" onSubmit={onSubmit} />,
    );
    await user.type(screen.getByLabelText("Rendszám"), "ABCD-12");
    await user.type(screen.getByLabelText("Alvázszám (VIN)"), "1M8GDM9A1KP042788");
    await user.click(screen.getByRole("button", { name: "Autó felvétele" }));
    expect(await screen.findByText("A rendszám formátuma ABC-123 vagy AA-BC-123 lehet.")).toBeInTheDocument();
    expect(screen.getByText(/ellenőrző jegye \(9\. karakter\) hibás: X kellene/)).toBeInTheDocument();
    expect(screen.getByText("Add meg a gyártmányt.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits a European VIN without a check digit and the driver chosen from the list", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_input: CarInput) => ({}) as CarDetail);
    renderInDataRouter(
      <CarForm defaultValues={EMPTY_CAR} submitLabel="Autó felvétele" onSubmit={onSubmit} />,
    );
    await user.type(screen.getByLabelText("Rendszám"), "aa bc 123");
    await user.type(screen.getByLabelText("Gyártmány"), "Suzuki");
    await user.type(screen.getByLabelText("Típus"), "Vitara");
    await user.type(screen.getByLabelText("Alvázszám (VIN)"), "TSMLYD21S00123456");
    // A year is written as a year, not grouped as a quantity (2 021).
    await user.type(screen.getByLabelText("Évjárat"), "2021");
    await user.tab();
    expect(screen.getByLabelText("Évjárat")).toHaveValue("2021");
    const driver = screen.getByRole("combobox", { name: "Sofőr" });
    await user.click(driver);
    await user.click(await screen.findByRole("option", { name: "Szabó Péter" }));
    await user.click(screen.getByRole("button", { name: "Autó felvétele" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      plate: "AA-BC-123",
      vin: "TSMLYD21S00123456",
      driverId: 4,
      year: 2021,
    });
  });

  it("shows a saved car's driver once the driver list has arrived, not '(nincs)' (issue 19 §3)", async () => {
    renderInDataRouter(
      <CarForm defaultValues={{ ...EMPTY_CAR, driverId: 4 }} submitLabel="Mentés" onSubmit={vi.fn()} />,
    );
    // The driver field is the person picker: it shows the saved driver's name as soon as the list is there.
    const field = screen.getByRole("combobox", { name: "Sofőr" });
    await waitFor(() => expect(field).toHaveValue("Szabó Péter"), { timeout: 5000 });
  });
});
