import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { ReferenceDataWarnings } from "./reference-data-warnings";

const message =
  "A 2027. év munkarendje (áthelyezett munkanapok) még nincs betöltve: a munkanapok számítása addig csak a törvényes ünnepnapokkal számol.";

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

describe("home reference-data warning", () => {
  it("lists the missing periods, with the page link for companyAdmin", async () => {
    stub([{ kind: "workScheduleDecree", period: "2027", message }]);
    renderWithProviders(<ReferenceDataWarnings canOpenPage />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Referenciaadatok megtekintése" })).toHaveAttribute(
      "href",
      "/referencia-adatok",
    );
  });

  it("has no link for hr, and shows nothing when nothing is missing", async () => {
    stub([{ kind: "workScheduleDecree", period: "2027", message }]);
    const { unmount } = renderWithProviders(<ReferenceDataWarnings canOpenPage={false} />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
    unmount();
    stub([]);
    renderWithProviders(<ReferenceDataWarnings canOpenPage={false} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
