import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loginInputSchema } from "@office/shared/auth/auth.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { toastStore } from "../../../lib/toast/toast-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { LoginPage } from "./login";

let loginAnswer: Response;

beforeEach(() => {
  authStore.getState().reset();
  toastStore.setState({ toasts: [] });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === "/api/login2") return loginAnswer;
      if (url.startsWith("/api/clientConfig"))
        return jsonResponse({ name: "", logoSrc: "", logoHeight: "", headerColor: "" });
      throw new Error(`unexpected ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("login page", () => {
  it("has labelled fields and a link to the forgotten password page", () => {
    renderWithProviders(<LoginPage />, { path: "/bejelentkezes" });
    expect(screen.getByLabelText("Felhasználónév")).toHaveAttribute("autocomplete", "username");
    expect(screen.getByLabelText("Jelszó")).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Elfelejtett jelszó" })).toHaveAttribute(
      "href",
      "/elfelejtett-jelszo",
    );
  });

  it("focuses the user name field when the page opens (issue 19 §4)", () => {
    renderWithProviders(<LoginPage />, { path: "/bejelentkezes" });
    expect(screen.getByLabelText("Felhasználónév")).toHaveFocus();
  });

  it("shows the contract's Hungarian required messages without calling the server", async () => {
    renderWithProviders(<LoginPage />, { path: "/bejelentkezes" });
    await userEvent.click(screen.getByRole("button", { name: "Bejelentkezés" }));
    const expected = loginInputSchema.safeParse({ username: "", password: "" });
    const messages = expected.success ? [] : expected.error.issues.map((i) => i.message);
    expect(messages).toEqual(["Add meg a felhasználónevet.", "Add meg a jelszót."]);
    expect(screen.getByText("Add meg a felhasználónevet.")).toBeInTheDocument();
    expect(screen.getByText("Add meg a jelszót.")).toBeInTheDocument();
    expect(screen.getByLabelText("Felhasználónév")).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalledWith("/api/login2", expect.anything());
  });

  it("shows the server's message inline and no toast (SPEC §8)", async () => {
    loginAnswer = jsonResponse({ message: "Hibás felhasználónév vagy jelszó." }, 401);
    renderWithProviders(<LoginPage />, { path: "/bejelentkezes" });
    await userEvent.type(screen.getByLabelText("Felhasználónév"), "anna");
    await userEvent.type(screen.getByLabelText("Jelszó"), "rossz-jelszo");
    await userEvent.click(screen.getByRole("button", { name: "Bejelentkezés" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Hibás felhasználónév vagy jelszó.");
    expect(toastStore.getState().toasts).toEqual([]);
    expect(authStore.getState().token).toBe("");
  });

  it("stores the session on success", async () => {
    const token = makeTestToken(makeAuthPayload({ username: "anna" }));
    loginAnswer = jsonResponse({ access_token: token });
    renderWithProviders(<LoginPage />, { path: "/bejelentkezes" });
    await userEvent.type(screen.getByLabelText("Felhasználónév"), "  anna ");
    await userEvent.type(screen.getByLabelText("Jelszó"), "demo1234");
    await userEvent.click(screen.getByRole("button", { name: "Bejelentkezés" }));
    await waitFor(() => expect(authStore.getState().token).toBe(token));
    expect(authStore.getState().authUser.username).toBe("anna");
    const body = vi.mocked(fetch).mock.calls.find((c) => String(c[0]) === "/api/login2")?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ username: "anna", password: "demo1234" });
    expect(toastStore.getState().toasts).toEqual([]);
  });
});
