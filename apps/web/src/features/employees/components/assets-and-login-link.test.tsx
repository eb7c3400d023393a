import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { EmployeeAsset } from "@office/shared/assets/assets.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { toastStore } from "../../../lib/toast/toast-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { AssetsTab } from "./assets-tab";
import { SendPasswordButton } from "./send-password-button";

const laptop: EmployeeAsset = {
  id: 1,
  inventoryNumber: "LT-0001",
  name: "Lenovo ThinkPad T14 Gen 4",
  category: "Laptop",
  serialNumber: "AB12CD34",
  valueHuf: 589_000,
  location: "Budapest, 3. emelet",
  status: "assigned",
  acquiredOn: "2024-03-01",
  heldSince: "2024-03-01",
};
const oldLaptop: EmployeeAsset = {
  ...laptop,
  id: 2,
  inventoryNumber: "LT-0090",
  name: "Lenovo ThinkPad T480",
  valueHuf: 389_000,
  status: "retired",
};

beforeEach(() => {
  authStore.getState().signIn(makeTestToken(makeAuthPayload()));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url.endsWith("/sendPassword"))
        return jsonResponse({ message: "A belépési linket elküldtük: a@b.hu" });
      return jsonResponse(url.includes("active=true") ? [laptop] : [laptop, oldLaptop]);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("employee assets tab", () => {
  it("lists the active assets with value and status; the switch adds the retired ones", async () => {
    renderWithProviders(<AssetsTab employeeId={5} />);
    const table = await screen.findByTestId("assets-table");
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe("/api/employee/5/asset?active=true");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3); // header, one asset, total
    expect(rows[1]).toHaveTextContent("LT-0001");
    expect(rows[1]).toHaveTextContent("Kiadva");
    expect(rows[1]).toHaveTextContent(/589\s000\sFt/);
    expect(rows[2]).toHaveTextContent("Összesen (1 db)");

    await userEvent.click(screen.getByRole("switch", { name: "Selejtezett eszközök is" }));
    await waitFor(() =>
      expect(within(screen.getByTestId("assets-table")).getAllByRole("row")).toHaveLength(4),
    );
    expect(vi.mocked(fetch).mock.calls.at(-1)?.[0]).toBe("/api/employee/5/asset");
    expect(screen.getByText("Selejtezve")).toBeInTheDocument();
    expect(screen.getByText("Összesen (2 db)")).toBeInTheDocument();
  });
});

describe("send password button", () => {
  it("asks first, then calls sendPassword and shows the server's confirmation", async () => {
    renderWithProviders(<SendPasswordButton employeeId={5} name="Teszt Elek" email="a@b.hu" active />);
    await userEvent.click(screen.getByRole("button", { name: "Belépési link küldése" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Teszt Elek a(z) a@b.hu címre kap egy linket");
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Link küldése" }));
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain(
        "A belépési linket elküldtük: a@b.hu",
      ),
    );
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe("/api/employee/5/sendPassword");
  });

  it("is disabled without an e-mail address or for an inactive employee", () => {
    renderWithProviders(<SendPasswordButton employeeId={5} name="Teszt Elek" email={null} active />);
    expect(screen.getByRole("button", { name: "Belépési link küldése" })).toBeDisabled();
  });
});
