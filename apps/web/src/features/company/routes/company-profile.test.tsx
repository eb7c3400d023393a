import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { CompanyProfilePage } from "./company-profile";

const company = {
  slug: "demo",
  name: "Demo Kft.",
  logoSrc: "",
  logoHeight: "30px",
  headerColor: "#1d4d34",
  taxNumber: "24638173-2-13",
  postalCode: null,
  city: "Vác",
  address: null,
  defaultWeeklyHours: 40,
};

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === "/api/company" && init?.method === "PUT") {
        return jsonResponse({ ...company, ...(JSON.parse(String(init.body)) as object) });
      }
      if (url === "/api/company") return jsonResponse(company);
      throw new Error(`unexpected ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("company profile page", () => {
  it("tells a non-admin 'Nincs jogosultságod' and loads nothing", () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["hr"] })));
    renderWithProviders(<CompanyProfilePage />);
    expect(screen.getByRole("heading", { level: 1, name: "Cég profil" })).toBeInTheDocument();
    expect(screen.getByText("Nincs jogosultságod")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("lets a companyAdmin edit the profile with field-level Hungarian messages", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["companyAdmin"] })));
    renderWithProviders(<CompanyProfilePage />);
    const name = await screen.findByLabelText("Cégnév");
    expect(name).toHaveValue("Demo Kft.");
    await userEvent.clear(name);
    await userEvent.clear(screen.getByLabelText("Logó magassága"));
    await userEvent.type(screen.getByLabelText("Logó magassága"), "5px");
    await userEvent.click(screen.getByRole("button", { name: "Mentés" }));
    expect(await screen.findByText("Add meg a cég nevét.")).toBeInTheDocument();
    expect(screen.getByText("A logó magasságát pixelben add meg, pl. 30px.")).toBeInTheDocument();

    await userEvent.type(name, "Új Név Kft.");
    await userEvent.clear(screen.getByLabelText("Logó magassága"));
    await userEvent.type(screen.getByLabelText("Logó magassága"), "40px");
    await userEvent.click(screen.getByRole("button", { name: "Mentés" }));
    await waitFor(() =>
      expect(vi.mocked(fetch)).toHaveBeenCalledWith(
        "/api/company",
        expect.objectContaining({ method: "PUT" }),
      ),
    );
    const put = vi.mocked(fetch).mock.calls.find((c) => (c[1] as RequestInit | undefined)?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      name: "Új Név Kft.",
      taxNumber: "24638173-2-13",
      postalCode: null,
      city: "Vác",
      address: null,
      defaultWeeklyHours: 40,
      logoHeight: "40px",
      headerColor: "#1d4d34",
    });
  });
});
