import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CostCenter } from "@office/shared/cost-centers/cost-centers.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { CostCentersPage } from "./list";

let rows: CostCenter[];

beforeEach(() => {
  rows = [
    { id: 1, code: "FEJ-01", name: "Fejlesztés", active: true, employeeCount: 7, projectCount: 2 },
    { id: 2, code: "VAC-01", name: "Váci telephely", active: false, employeeCount: 0, projectCount: 0 },
  ];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      if (url === "/api/costCenter" && method === "GET") return jsonResponse(rows);
      if (url === "/api/costCenter" && method === "POST") {
        const body = JSON.parse(String(init?.body)) as CostCenter;
        if (rows.some((r) => r.code === body.code))
          return jsonResponse({ message: "Ez a költséghely kód már létezik." }, 409);
        const created = { ...body, id: 3, employeeCount: 0, projectCount: 0 };
        rows = [...rows, created];
        return jsonResponse(created);
      }
      if (url.startsWith("/api/costCenter/") && method === "PUT") {
        const body = JSON.parse(String(init?.body)) as CostCenter;
        const id = Number(url.split("/").at(-1));
        rows = rows.map((r) => (r.id === id ? { ...r, ...body } : r));
        return jsonResponse(rows.find((r) => r.id === id));
      }
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("cost centres page", () => {
  it("tells a non-admin 'Nincs jogosultságod' and loads nothing", () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["hr"] })));
    renderWithProviders(<CostCentersPage />);
    expect(screen.getByText("Nincs jogosultságod")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("lists with usage counts, validates in Hungarian, adds inline and shows the 409 under the code", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["companyAdmin"] })));
    renderWithProviders(<CostCentersPage />);
    const fej = await screen.findByRole("row", { name: /FEJ-01/ });
    expect(within(fej).getByText("7")).toBeInTheDocument();
    expect(within(fej).getByText("2")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "VAC-01 aktív" })).not.toBeChecked();

    await userEvent.click(screen.getByRole("button", { name: "Hozzáadás" }));
    expect(await screen.findByText("Add meg a költséghely kódját.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Kód"), "A B");
    await userEvent.type(screen.getByLabelText("Megnevezés"), "Szóközös");
    await userEvent.click(screen.getByRole("button", { name: "Hozzáadás" }));
    expect(
      await screen.findByText("A kód csak betűt, számot és - _ . / jelet tartalmazhat."),
    ).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText("Kód"));
    await userEvent.type(screen.getByLabelText("Kód"), "FEJ-01");
    await userEvent.click(screen.getByRole("button", { name: "Hozzáadás" }));
    expect(await screen.findByText("Ez a költséghely kód már létezik.")).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText("Kód"));
    await userEvent.type(screen.getByLabelText("Kód"), "MKT-01");
    await userEvent.click(screen.getByRole("button", { name: "Hozzáadás" }));
    expect(await screen.findByRole("row", { name: /MKT-01/ })).toHaveTextContent("Szóközös");
    expect(screen.getByLabelText("Kód")).toHaveValue("");
  });

  it("edits a row inline and toggles active with PUT", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["companyAdmin"] })));
    renderWithProviders(<CostCentersPage />);
    await userEvent.click(await screen.findByRole("button", { name: "FEJ-01 szerkesztése" }));
    const name = screen.getByLabelText("FEJ-01 megnevezése");
    await userEvent.clear(name);
    await userEvent.type(name, "Szoftverfejlesztés{Enter}");
    await waitFor(() =>
      expect(screen.getByRole("row", { name: /FEJ-01/ })).toHaveTextContent("Szoftverfejlesztés"),
    );

    await userEvent.click(screen.getByRole("switch", { name: "VAC-01 aktív" }));
    await waitFor(() => {
      const put = vi.mocked(fetch).mock.calls.find((c) => String(c[0]) === "/api/costCenter/2");
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({
        code: "VAC-01",
        name: "Váci telephely",
        active: true,
      });
    });
  });
});
