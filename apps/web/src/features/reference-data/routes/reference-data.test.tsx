import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import type { ReferenceDataOverview } from "@office/shared/reference-data/reference-data.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { ReferenceDataPage } from "./reference-data";

const overview: ReferenceDataOverview = {
  today: "2026-11-25",
  tables: [
    {
      kind: "workScheduleDecree",
      label: "Munkarend (áthelyezett munkanapok)",
      periodUnit: "year",
      legalSource: "Mt. 102. § (5)",
      fallback: "A munkanapok számítása ideiglenesen csak a törvényes ünnepnapokkal számol.",
      entries: [
        {
          period: "2026",
          origin: "builtIn",
          source: "10/2025. (IV. 30.) NGM rendelet a 2026. évi munkaszüneti napok körüli munkarendről",
          loadedAt: null,
          loadedBy: null,
          overridesBuiltIn: false,
        },
      ],
      missing: ["2027"],
    },
    {
      kind: "navFuelPrices",
      label: "NAV üzemanyagárak",
      periodUnit: "month",
      legalSource: "Szja tv. 82. § (2)",
      fallback: "Tankolási számlák átlagára.",
      entries: [
        {
          period: "2026-11",
          origin: "database",
          source: "NAV közlemény 2026. november",
          loadedAt: "2026-10-28T09:30:00.000Z",
          loadedBy: "ops",
          overridesBuiltIn: false,
        },
      ],
      missing: [],
    },
  ],
};

function stubFetch(answer: () => Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === "/api/referenceData") return answer();
      throw new Error(`unexpected ${String(input)}`);
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("reference data page", () => {
  it("shows each table's periods, origin and source, and the missing period with its fallback", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["companyAdmin"] })));
    stubFetch(() => jsonResponse(overview));
    renderWithProviders(<ReferenceDataPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Referenciaadatok" })).toBeInTheDocument();
    const decrees = await screen.findByRole("region", { name: "Munkarend (áthelyezett munkanapok)" });
    expect(within(decrees).getByRole("alert")).toHaveTextContent("Hiányzik: 2027");
    expect(within(decrees).getByRole("alert")).toHaveTextContent("csak a törvényes ünnepnapokkal");
    expect(
      within(decrees).getByRole("row", { name: /2026 Beépített 10\/2025\. \(IV\. 30\.\) NGM rendelet/ }),
    ).toBeInTheDocument();
    const prices = screen.getByRole("region", { name: "NAV üzemanyagárak" });
    expect(within(prices).queryByRole("alert")).toBeNull();
    expect(within(prices).getByText("Az aktuális és a következő időszak betöltve.")).toBeInTheDocument();
    expect(
      within(prices).getByRole("row", { name: /2026-11 Betöltött NAV közlemény 2026\. november .*ops/ }),
    ).toBeInTheDocument();
  });

  it("tells a non-admin 'Nincs jogosultságod' and requests nothing", () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["hr"] })));
    stubFetch(() => jsonResponse(overview));
    renderWithProviders(<ReferenceDataPage />);
    expect(screen.getByText("Nincs jogosultságod")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says so when the overview cannot be loaded", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["companyAdmin"] })));
    stubFetch(() => jsonResponse({ message: "Hiba" }, 500));
    renderWithProviders(<ReferenceDataPage />);
    expect(await screen.findByText("Az adatok betöltése nem sikerült.")).toBeInTheDocument();
  });
});
