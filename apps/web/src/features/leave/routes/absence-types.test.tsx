import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AbsenceType } from "@office/shared/leave/absence-type.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { TEST_ABSENCE_TYPES } from "../components/test-absence-types";
import { AbsenceTypesPage } from "./absence-types";

let rows: AbsenceType[];
let requests: { method: string; url: string; body: unknown }[];

const CUSTOM: AbsenceType = {
  ...(TEST_ABSENCE_TYPES[0] as AbsenceType),
  id: 99,
  code: "kozerdeku",
  name: "Közérdekű önkéntes munka",
  description: null,
  statutory: false,
  inUse: false,
  countsAgainstEntitlement: false,
  unit: "day",
  attendanceCode: "other",
};

beforeEach(() => {
  rows = [...TEST_ABSENCE_TYPES.map((type) => ({ ...type, inUse: type.code === "szabadsag" })), CUSTOM];
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, url, body });
      if (url === "/api/absenceType" && method === "GET") return jsonResponse(rows);
      if (url === "/api/absenceType" && method === "POST") {
        const input = body as AbsenceType;
        if (rows.some((r) => r.code === input.code))
          return jsonResponse({ message: "Ilyen kódú távollét-típus már van." }, 409);
        const created = { ...input, id: 100, statutory: false, inUse: false };
        rows = [...rows, created];
        return jsonResponse(created);
      }
      if (url.startsWith("/api/absenceType/") && method === "DELETE") {
        const id = Number(url.split("/").at(-1));
        const type = rows.find((r) => r.id === id);
        if (type && !type.statutory && !type.inUse) {
          rows = rows.filter((r) => r.id !== id);
          return jsonResponse({ outcome: "deleted", type: null });
        }
        rows = rows.map((r) => (r.id === id ? { ...r, active: false } : r));
        return jsonResponse({ outcome: "deactivated", type: rows.find((r) => r.id === id) });
      }
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const signInAs = (role: string[]) => authStore.getState().signIn(makeTestToken(makeAuthPayload({ role })));

describe("absence types page (issue 22 §1)", () => {
  it("tells a plain employee 'Nincs jogosultságod' and loads nothing", () => {
    signInAs(["user"]);
    renderWithProviders(<AbsenceTypesPage />);
    expect(screen.getByText("Nincs jogosultságod")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("lists the types with the statutory badge, the description and every property", async () => {
    signInAs(["hr"]);
    renderWithProviders(<AbsenceTypesPage />);
    const sick = await screen.findByRole("row", { name: /Betegszabadság/ });
    expect(within(sick).getByText("Törvényi")).toBeInTheDocument();
    expect(within(sick).getByText(/Mt\. 126\. § \(1\)/)).toBeInTheDocument();
    expect(within(sick).getByText("betegszabadsag")).toBeInTheDocument();
    expect(within(sick).getByText("15 nap")).toBeInTheDocument();
    expect(within(sick).getByText("Távol")).toBeInTheDocument();
    const blood = screen.getByRole("row", { name: /Véradás/ });
    expect(within(blood).getByText("Óra")).toBeInTheDocument();
    expect(
      within(screen.getByRole("row", { name: /Szülői szabadság/ })).getByText("Vezető, majd HR"),
    ).toBeInTheDocument();
  });

  it("creates a type, validating in Hungarian and showing the 409 under the code", async () => {
    signInAs(["hr"]);
    renderWithProviders(<AbsenceTypesPage />);
    await screen.findByRole("row", { name: /Betegszabadság/ });
    await userEvent.click(screen.getByRole("button", { name: "Új típus" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Létrehozás" }));
    expect(await within(dialog).findByText("Add meg a nevet.")).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText("Név"), "Tanulmányi szabadság");
    await userEvent.type(within(dialog).getByLabelText("Kód"), "veradas");
    await userEvent.type(within(dialog).getByLabelText("A munkatársak ezt látják"), "Tanulmányi szabadság");
    await userEvent.selectOptions(within(dialog).getByLabelText("Jóváhagyás"), "Vezető, majd HR");
    await userEvent.type(within(dialog).getByLabelText("Éves keret"), "5");
    await userEvent.click(within(dialog).getByRole("switch", { name: "Fizetett távollét" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Létrehozás" }));
    expect(await within(dialog).findByText("Ilyen kódú távollét-típus már van.")).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText("Kód"));
    await userEvent.type(within(dialog).getByLabelText("Kód"), "tanulmanyi");
    await userEvent.click(within(dialog).getByRole("button", { name: "Létrehozás" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === "POST").at(-1)?.body).toEqual({
      code: "tanulmanyi",
      name: "Tanulmányi szabadság",
      description: null,
      paid: true,
      countsAgainstEntitlement: false,
      requiresCertificate: false,
      yearlyLimitDays: 5,
      unit: "day",
      attendanceCode: "other",
      approval: "managerThenHr",
      visibleToColleaguesAs: "Tanulmányi szabadság",
      active: true,
    });
    expect(await screen.findByRole("row", { name: /Tanulmányi szabadság/ })).toBeInTheDocument();
  });

  it("keeps the code of an existing type fixed in the edit form", async () => {
    signInAs(["companyAdmin"]);
    renderWithProviders(<AbsenceTypesPage />);
    const row = await screen.findByRole("row", { name: /Apasági szabadság/ });
    await userEvent.click(within(row).getByRole("button", { name: "Szerkesztés: Apasági szabadság" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("Kód")).toHaveAttribute("readonly");
    expect(within(dialog).getByLabelText("Kód")).toHaveValue("apasagi");
  });

  it("deletes an unused own type, and deactivates a statutory one after saying so", async () => {
    signInAs(["hr"]);
    renderWithProviders(<AbsenceTypesPage />);
    const own = await screen.findByRole("row", { name: /Közérdekű önkéntes munka/ });
    await userEvent.click(within(own).getByRole("button", { name: "Törlés: Közérdekű önkéntes munka" }));
    let dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Még nincs rá kérelem, ezért végleg törlődik.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Törlés" }));
    await waitFor(() =>
      expect(screen.queryByRole("row", { name: /Közérdekű önkéntes munka/ })).not.toBeInTheDocument(),
    );

    const leave = screen.getByRole("row", { name: /^Szabadság/ });
    await userEvent.click(within(leave).getByRole("button", { name: "Inaktiválás: Szabadság" }));
    dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("törvényi típus, ezért nem törölhető: inaktiváljuk");
    await userEvent.click(within(dialog).getByRole("button", { name: "Inaktiválás" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("row", { name: /^Szabadság/ })).getByText("Inaktív"),
      ).toBeInTheDocument(),
    );
  });
});
