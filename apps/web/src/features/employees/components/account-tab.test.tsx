import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { AccountTab } from "./account-tab";

const account = { hasAccount: true, username: "user", active: true, roles: [] as string[] };

beforeEach(() => {
  authStore.getState().signIn(makeTestToken(makeAuthPayload()));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === "PUT") {
        const { roles } = JSON.parse(String(init.body)) as { roles: string[] };
        return jsonResponse({ ...account, roles });
      }
      return jsonResponse(account);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("employee account tab", () => {
  it("companyAdmin ticks roles and saves the whole list", async () => {
    renderWithProviders(<AccountTab employeeId={4} canEditRoles />);
    expect(await screen.findByText("user")).toBeInTheDocument();
    expect(screen.getByText("Bejelentkezhet")).toBeInTheDocument();
    const save = screen.getByRole("button", { name: "Jogosultságok mentése" });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole("checkbox", { name: "Eszközkezelő" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "HR" }));
    await userEvent.click(save);
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true),
    );
    const put = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === "PUT");
    expect(put?.[0]).toBe("/api/employee/4/roles");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ roles: ["hr", "assetManager"] });
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "HR" })).toBeChecked());
  });

  it("hr sees the roles read-only; no account explains the login link", async () => {
    renderWithProviders(<AccountTab employeeId={4} canEditRoles={false} />);
    expect(await screen.findByRole("checkbox", { name: "HR" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Jogosultságok mentése" })).toBeNull();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ hasAccount: false, username: null, active: null, roles: [] })),
    );
    renderWithProviders(<AccountTab employeeId={5} canEditRoles />);
    expect(await screen.findByText(/Még nincs fiókja/)).toBeInTheDocument();
  });
});
