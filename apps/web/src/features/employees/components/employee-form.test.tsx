import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReactElement } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
import type { EmployeeDetail, EmployeeInput } from "@office/shared/employees/employees.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { createQueryClient } from "../../../lib/query/query-client";
import { jsonResponse } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { EmployeeForm } from "./employee-form";
import type { EmployeeFormValues } from "./employee-form-values";

/** The form uses `useBlocker`, which needs a data router. */
function renderInDataRouter(ui: ReactElement) {
  const router = createMemoryRouter([{ path: "/", element: ui }]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const template: EmployeeFormValues = {
  employeeNumber: "E0081",
  name: "",
  birthName: null,
  birthDate: null,
  birthPlace: null,
  mothersName: null,
  taxId: null,
  tajNumber: null,
  address: null,
  phone: null,
  email: null,
  bankAccount: null,
  education: null,
  position: null,
  department: null,
  managerId: null,
  costCenter: null,
  costCenterId: null,
  employmentStart: "2024-01-01",
  employmentEnd: null,
  workSchedule: "general",
  weeklyHours: 40,
  disability: false,
  children: [],
  active: true,
};

beforeEach(() => {
  authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["hr"] })));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith("/api/employee")) return jsonResponse([]);
      if (url === "/api/costCenter")
        return jsonResponse([
          { id: 1, code: "FEJ-01", name: "Fejlesztés", active: true, employeeCount: 3, projectCount: 0 },
          { id: 2, code: "VAC-01", name: "Megszűnt", active: false, employeeCount: 0, projectCount: 0 },
        ]);
      if (url === "/api/appConfig")
        return jsonResponse({ employeeEducations: ["Érettségi", "Egyetem / MSc"] });
      throw new Error(`unexpected ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("employee form validation (Hungarian messages from the shared schema)", () => {
  it("shows field-level messages for a missing name, a bad TAJ and a bad tax id", async () => {
    const onSubmit = vi.fn<(input: EmployeeInput) => Promise<EmployeeDetail>>();
    renderInDataRouter(<EmployeeForm defaultValues={template} submitLabel="Mentés" onSubmit={onSubmit} />);
    await screen.findByLabelText("Név");
    await userEvent.type(screen.getByLabelText("TAJ szám"), "123456789");
    await userEvent.type(screen.getByLabelText("Adóazonosító jel"), "8123456780");
    await userEvent.type(screen.getByLabelText("Bankszámlaszám"), "12345678");
    await userEvent.click(screen.getByRole("button", { name: "Mentés" }));

    expect(await screen.findByText("Add meg a nevet.")).toBeInTheDocument();
    expect(screen.getByText("A TAJ szám ellenőrző számjegye hibás.")).toBeInTheDocument();
    expect(screen.getByText("Az adóazonosító jel ellenőrző számjegye hibás.")).toBeInTheDocument();
    expect(screen.getByText("A bankszámlaszám 2×8 vagy 3×8 számjegyből áll.")).toBeInTheDocument();
    expect(screen.getByLabelText("TAJ szám")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Néhány mező hibás");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses an employment end before its start, and a tax id that does not match the birth date", async () => {
    const onSubmit = vi.fn<(input: EmployeeInput) => Promise<EmployeeDetail>>();
    renderInDataRouter(<EmployeeForm defaultValues={template} submitLabel="Mentés" onSubmit={onSubmit} />);
    await screen.findByLabelText("Név");
    await userEvent.type(screen.getByLabelText("Név"), "Teszt Elek");
    fireEvent.change(screen.getByLabelText("Munkaviszony vége"), { target: { value: "2023-12-31" } });
    fireEvent.change(screen.getByLabelText("Születési dátum"), { target: { value: "1990-05-05" } });
    await userEvent.type(screen.getByLabelText("Adóazonosító jel"), "8123456786");
    await userEvent.click(screen.getByRole("button", { name: "Mentés" }));

    expect(
      await screen.findByText("A munkaviszony vége nem lehet korábbi a kezdeténél."),
    ).toBeInTheDocument();
    expect(screen.getByText("Az adóazonosító jel nem egyezik a születési dátummal.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("asks for a child's birth date and sends normalised identifiers", async () => {
    const onSubmit = vi.fn(
      async (input: EmployeeInput) => ({ ...input, id: 81 }) as unknown as EmployeeDetail,
    );
    renderInDataRouter(<EmployeeForm defaultValues={template} submitLabel="Mentés" onSubmit={onSubmit} />);
    await screen.findByLabelText("Név");
    await userEvent.type(screen.getByLabelText("Név"), "Teszt Elek");
    await userEvent.type(screen.getByLabelText("TAJ szám"), "123 456 788");
    await userEvent.click(screen.getByRole("button", { name: "Gyermek hozzáadása" }));
    await userEvent.click(screen.getByRole("button", { name: "Mentés" }));
    expect(await screen.findByText("Dátumot ÉÉÉÉ-HH-NN formában adj meg.")).toBeInTheDocument();

    fireEvent.change(screen.getAllByLabelText("Születési dátum")[1] as HTMLElement, {
      target: { value: "2015-03-01" },
    });
    await userEvent.click(screen.getByLabelText("Fogyatékos gyermek"));
    await userEvent.click(screen.getByRole("button", { name: "Mentés" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: "Teszt Elek",
      tajNumber: "123456788",
      taxId: null,
      birthDate: null,
      employmentStart: "2024-01-01",
      children: [{ name: null, birthDate: "2015-03-01", disabled: true }],
    });
  });

  it("offers the educations of the app config and the directory as managers", async () => {
    renderInDataRouter(<EmployeeForm defaultValues={template} submitLabel="Mentés" onSubmit={vi.fn()} />);
    expect(await screen.findByRole("option", { name: "Egyetem / MSc" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Vezető" })).toHaveAttribute("placeholder", "Nincs vezető");
  });
});

describe("employee form cost centre", () => {
  it("offers the active cost centres as code – name and sends the chosen id", async () => {
    const onSubmit = vi.fn(
      async (input: EmployeeInput) => ({ ...input, id: 82 }) as unknown as EmployeeDetail,
    );
    renderInDataRouter(<EmployeeForm defaultValues={template} submitLabel="Mentés" onSubmit={onSubmit} />);
    const select = await screen.findByLabelText("Költséghely");
    expect(screen.getByRole("option", { name: "FEJ-01 – Fejlesztés" })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: /VAC-01/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Név"), "Teszt Elek");
    await userEvent.selectOptions(select, "FEJ-01 – Fejlesztés");
    await userEvent.click(screen.getByRole("button", { name: "Mentés" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ costCenterId: 1 });
  });
});
