import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { EmployeeImportResult } from "@office/shared/employees/employees-import.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { toastStore } from "../../../lib/toast/toast-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { ImportEmployeesDialog } from "./import-employees-dialog";

const report = (overrides: Partial<EmployeeImportResult> = {}): EmployeeImportResult => ({
  dryRun: true,
  saved: false,
  rows: 4,
  created: 1,
  updated: 0,
  unchanged: 0,
  updates: [],
  ignoredColumns: [],
  errors: [],
  ...overrides,
});

const withErrors = report({
  errors: [
    { row: 3, field: "tajNumber", column: "TAJ szám", message: "A TAJ szám ellenőrző számjegye hibás." },
    {
      row: 4,
      field: "taxId",
      column: "Adóazonosító jel",
      message: "Az adóazonosító jel ellenőrző számjegye hibás.",
    },
    { row: 5, field: "name", column: "Név", message: "Add meg a nevet." },
  ],
  ignoredColumns: ["Megjegyzés"],
});

const xlsx = () =>
  new File(["PK"], "munkatarsak.xlsx", {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  });

let answers: Record<string, EmployeeImportResult>;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  const answer = answers[url];
  if (!answer) throw new Error(`unexpected ${url}`);
  return jsonResponse(answer);
});

beforeEach(() => {
  authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["hr"] })));
  toastStore.setState({ toasts: [] });
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("employee import dialog", () => {
  it("checks the chosen file at once and shows the errors by row; Importálás stays disabled", async () => {
    answers = { "/api/employee/import?dryRun=true": withErrors };
    const onClose = vi.fn();
    renderWithProviders(<ImportEmployeesDialog show onClose={onClose} />);
    await userEvent.upload(screen.getByLabelText(/Excel-fájl/), xlsx());

    expect(await screen.findByRole("alert")).toHaveTextContent("A fájlban 3 hiba van (4 sorból).");
    const table = screen.getByRole("table", { name: "Hibák soronként" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Sor", "Mező", "Hiba"],
      ["3", "TAJ szám", "A TAJ szám ellenőrző számjegye hibás."],
      ["4", "Adóazonosító jel", "Az adóazonosító jel ellenőrző számjegye hibás."],
      ["5", "Név", "Add meg a nevet."],
    ]);
    expect(screen.getByText("Nem ismert oszlopok, ezeket kihagyjuk: Megjegyzés")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Importálás" })).toBeDisabled();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe("POST");
    expect((init.body as FormData).get("file")).toBeInstanceOf(File);
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it("shows what a clean file does, imports it on Importálás, then toasts and closes", async () => {
    answers = {
      "/api/employee/import?dryRun=true": report({
        created: 3,
        updated: 1,
        unchanged: 80,
        updates: [{ row: 2, employeeNumber: "E0001", name: "Kovács Anna", columns: ["Munkakör", "Telefon"] }],
      }),
      "/api/employee/import?dryRun=false": report({ dryRun: false, saved: true, created: 3, updated: 1 }),
    };
    const onClose = vi.fn();
    renderWithProviders(<ImportEmployeesDialog show onClose={onClose} />);
    await userEvent.upload(screen.getByLabelText(/Excel-fájl/), xlsx());

    expect(
      await screen.findByText("A fájl hibátlan: 3 új, 1 módosított munkatárs (80 változatlan)."),
    ).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Módosuló munkatársak" })).toHaveTextContent(
      "Munkakör, Telefon",
    );
    expect(toastStore.getState().toasts).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Importálás" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      "/api/employee/import?dryRun=true",
      "/api/employee/import?dryRun=false",
    ]);
    expect(toastStore.getState().toasts.map((toast) => toast.message)).toEqual(["Sikeres mentés"]);
  });
});
