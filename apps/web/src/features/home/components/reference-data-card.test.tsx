import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { groupByKind, ReferenceDataCard } from "./reference-data-card";

const decree =
  "A 2027. év munkarendje (áthelyezett munkanapok) még nincs betöltve: a munkanapok számítása addig csak a törvényes ünnepnapokkal számol.";
const fuel = (period: string) => ({
  kind: "navFuelPrices",
  period,
  message: `A(z) ${period} hónap NAV üzemanyagárai még nincsenek betöltve.`,
});

function stub(warnings: unknown[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === "/api/home/referenceData") return jsonResponse({ warnings });
      throw new Error(`unexpected ${String(input)}`);
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("home reference-data card", () => {
  it("groups the missing periods by table, in the server's order", () => {
    expect(
      groupByKind([
        { kind: "workScheduleDecree", period: "2027", message: decree },
        fuel("2026-11") as never,
        fuel("2026-12") as never,
      ]),
    ).toEqual([
      { kind: "workScheduleDecree", periods: ["2027"] },
      { kind: "navFuelPrices", periods: ["2026-11", "2026-12"] },
    ]);
  });

  it("lists one line per table with its periods, the explanations folded, the page link for companyAdmin", async () => {
    stub([{ kind: "workScheduleDecree", period: "2027", message: decree }, fuel("2026-11"), fuel("2026-12")]);
    renderWithProviders(<ReferenceDataCard canOpenPage />);
    const fuelLine = await screen.findByText("NAV üzemanyagárak");
    expect(fuelLine.closest("li")).toHaveTextContent("NAV üzemanyagárak: 2026-11, 2026-12");
    expect(screen.getByText("Munkarend (áthelyezett munkanapok)").closest("li")).toHaveTextContent(": 2027");
    const explanation = screen.getByText(decree);
    expect(explanation.closest("details")).not.toHaveAttribute("open");
    expect(screen.getByRole("link", { name: "Referenciaadatok megtekintése" })).toHaveAttribute(
      "href",
      "/referencia-adatok",
    );
  });

  it("has no link for hr, and says so when nothing is missing", async () => {
    stub([]);
    renderWithProviders(<ReferenceDataCard canOpenPage={false} />);
    expect(await screen.findByText(/Minden szükséges referenciaadat/)).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
