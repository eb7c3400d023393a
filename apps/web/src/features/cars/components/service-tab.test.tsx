import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
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
    basis: "service",
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
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === "PUT") return jsonResponse({ ...LIST.services[0], invoice: null });
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

  it("removes an attached invoice after a confirmation, when the form is saved", async () => {
    const user = userEvent.setup();
    const confirm = vi.fn(() => true);
    vi.stubGlobal("confirm", confirm);
    renderWithProviders(<ServiceTab car={car} />);
    await user.click(await screen.findByRole("button", { name: "Szerkesztés" }));
    const stored = screen.getByTestId("service-stored-invoice");
    expect(stored).toHaveTextContent("Csatolt számla: szamla.pdf");
    await user.click(screen.getByRole("button", { name: "Számla eltávolítása" }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining("szamla.pdf"));
    expect(stored).toHaveTextContent("A számla (szamla.pdf) mentéskor törlődik.");
    await user.click(screen.getByRole("button", { name: "Mégis maradjon" }));
    await user.click(screen.getByRole("button", { name: "Számla eltávolítása" }));
    await user.click(screen.getByRole("button", { name: "Szerviz mentése" }));
    await waitFor(() =>
      expect(vi.mocked(fetch)).toHaveBeenCalledWith(
        "/api/car/1/service/3",
        expect.objectContaining({ method: "PUT" }),
      ),
    );
    const put = vi.mocked(fetch).mock.calls.find((c) => (c[1] as RequestInit | undefined)?.method === "PUT");
    const body = put?.[1]?.body as FormData;
    expect(body.get("removeInvoice")).toBe("true");
    expect(body.get("file")).toBeNull();
  });

  it("a declined confirmation keeps the invoice", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "confirm",
      vi.fn(() => false),
    );
    renderWithProviders(<ServiceTab car={car} />);
    await user.click(await screen.findByRole("button", { name: "Szerkesztés" }));
    await user.click(screen.getByRole("button", { name: "Számla eltávolítása" }));
    expect(screen.getByTestId("service-stored-invoice")).toHaveTextContent("Csatolt számla: szamla.pdf");
  });

  it("without a logged service: counted from the first registration, or says the first service is needed", async () => {
    const empty = (basis: "inService" | null): CarServiceList => ({
      services: [],
      yearlyCosts: [],
      nextService: {
        lastServiceDate: null,
        basis,
        dueKm: null,
        kmLeft: null,
        dueDate: basis ? "2027-05-01" : null,
        daysLeft: basis ? 155 : null,
        isDue: false,
      },
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(empty("inService"))),
    );
    const view = renderWithProviders(
      <ServiceTab car={{ ...car, inServiceSince: "2025-05-01", inServiceOdometerKm: null }} />,
    );
    const next = await screen.findByTestId("service-next");
    expect(next).toHaveTextContent("2027. 05. 01.");
    expect(next).toHaveTextContent("forgalomba helyezéstől / beszerzéstől (2025. 05. 01.)");
    expect(next).toHaveTextContent("Km szerint az akkori km-óra állás megadása");
    view.unmount();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(empty(null))),
    );
    renderWithProviders(<ServiceTab car={{ ...car, inServiceSince: null, inServiceOdometerKm: null }} />);
    expect(await screen.findByTestId("service-next")).toHaveTextContent(
      "a következő szerviz az első szerviz rögzítése után számolható ki",
    );
  });
});
