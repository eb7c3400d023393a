import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReactElement } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
import type { PartnerDetail, PartnerInput, SimilarPartner } from "@office/shared/partners/partners.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { createQueryClient } from "../../../lib/query/query-client";
import { jsonResponse } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { PartnerForm } from "./partner-form";
import { EMPTY_PARTNER_VALUES } from "./partner-form-values";

/** The form uses `useBlocker`, which needs a data router. */
function renderInDataRouter(ui: ReactElement) {
  const router = createMemoryRouter([{ path: "/", element: ui }]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const similar: SimilarPartner[] = [
  {
    id: 2,
    name: "Balaton Vízművek Kft.",
    taxNumber: "23810566-2-14",
    city: "Siófok",
    active: true,
    reason: "name",
    score: 1,
  },
];
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.startsWith("/api/partner/similar")) return jsonResponse(url.includes("Balaton") ? similar : []);
  throw new Error(`unexpected ${url}`);
});

beforeEach(() => {
  authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["projectManager"] })));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("partner form", () => {
  it("checks the adószám while typing and offers the EU VAT number from it", async () => {
    const user = userEvent.setup();
    renderInDataRouter(
      <PartnerForm defaultValues={EMPTY_PARTNER_VALUES} submitLabel="Mentés" onSubmit={vi.fn()} />,
    );
    const tax = screen.getByLabelText("Adószám");
    await user.type(tax, "10625791-4-44");
    expect(
      await screen.findByText("Az adószám törzsszámának ellenőrző számjegye hibás."),
    ).toBeInTheDocument();
    await user.clear(tax);
    await user.type(tax, "10625790-4-21");
    expect(
      await screen.findByText("Az adószám utolsó két számjegye (területi kód) érvénytelen."),
    ).toBeInTheDocument();
    await user.clear(tax);
    await user.type(tax, "10625790444");
    expect(await screen.findByText("Érvényes adószám.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Kitöltés az adószámból (HU10625790)" }));
    expect(screen.getByLabelText("Közösségi adószám")).toHaveValue("HU10625790");
  });

  it("shows Hungarian field messages on submit and sends the parsed input with contacts", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(input: PartnerInput) => Promise<PartnerDetail>>(async (input) => ({
      ...input,
      id: 7,
      activeProjectCount: 0,
      projects: [],
      contacts: input.contacts.map((c, i) => ({ ...c, id: i + 1 })),
    }));
    renderInDataRouter(
      <PartnerForm defaultValues={EMPTY_PARTNER_VALUES} submitLabel="Mentés" onSubmit={onSubmit} />,
    );
    await user.click(screen.getByRole("button", { name: "Kapcsolattartó hozzáadása" }));
    await user.type(screen.getByLabelText("Közösségi adószám"), "AT1234");
    await user.click(screen.getByRole("button", { name: "Mentés" }));
    expect(await screen.findByText("Add meg a partner nevét.")).toBeInTheDocument();
    expect(screen.getByText("Add meg a kapcsolattartó nevét.")).toBeInTheDocument();
    expect(
      screen.getByText("A(z) AT közösségi adószám formátuma hibás (minta: ATU12345678)."),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Cégnév"), "Próba Kft.");
    await user.clear(screen.getByLabelText("Közösségi adószám"));
    await user.type(screen.getByTestId("partner-contact-name-0"), "Kiss Anna");
    await user.click(screen.getByRole("button", { name: "Mentés" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: "Próba Kft.",
      taxNumber: null,
      euVatNumber: null,
      contacts: [{ name: "Kiss Anna", position: null, email: null, phone: null }],
    });
  });

  it("warns about a similar existing partner before saving", async () => {
    const user = userEvent.setup();
    renderInDataRouter(
      <PartnerForm defaultValues={EMPTY_PARTNER_VALUES} submitLabel="Mentés" onSubmit={vi.fn()} />,
    );
    await user.type(screen.getByLabelText("Cégnév"), "Balaton Vizmuvek Zrt");
    const warning = await screen.findByTestId("partner-similar-warning", {}, { timeout: 3000 });
    expect(warning).toHaveTextContent("Hasonló partner már létezik");
    expect(warning).toHaveTextContent("Balaton Vízművek Kft.");
    expect(screen.getByRole("button", { name: "Mentés" })).toBeEnabled();
  });
});
