import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { PasswordChangeFormCard } from "./password-change-form";

beforeEach(() => {
  authStore.getState().signIn(makeTestToken(makeAuthPayload()));
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse({ message: "A jelszavad megváltozott." })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("password change form", () => {
  it("shows the shared schema's Hungarian messages and the confirmation mismatch", async () => {
    renderWithProviders(<PasswordChangeFormCard />);
    await userEvent.type(screen.getByLabelText("Új jelszó"), "rovid");
    await userEvent.type(screen.getByLabelText("Új jelszó még egyszer"), "masik");
    await userEvent.click(screen.getByRole("button", { name: "Jelszó módosítása" }));
    expect(await screen.findByText("Add meg a jelenlegi jelszót.")).toBeInTheDocument();
    expect(screen.getByText("A jelszónak legalább 8 karakterből kell állnia.")).toBeInTheDocument();
    expect(screen.getByText("A két jelszó nem egyezik.")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("posts oldPassword and newPassword and shows the server's answer", async () => {
    renderWithProviders(<PasswordChangeFormCard />);
    await userEvent.type(screen.getByLabelText("Jelenlegi jelszó"), "demo1234");
    await userEvent.type(screen.getByLabelText("Új jelszó"), "Uj-jelszo-2025");
    await userEvent.type(screen.getByLabelText("Új jelszó még egyszer"), "Uj-jelszo-2025");
    await userEvent.click(screen.getByRole("button", { name: "Jelszó módosítása" }));
    expect(await screen.findByRole("status")).toHaveTextContent("A jelszavad megváltozott.");
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe("/api/passwordChange");
    expect(JSON.parse(String(init?.body))).toEqual({
      oldPassword: "demo1234",
      newPassword: "Uj-jelszo-2025",
    });
    await waitFor(() => expect(screen.getByLabelText("Jelenlegi jelszó")).toHaveValue(""));
  });
});
