import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { IcsLinkCard } from "./ics-link-card";

afterEach(() => vi.unstubAllGlobals());

const FEED = "http://demo.localhost/api/leave/feed/4/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics";
const NEW_FEED = "http://demo.localhost/api/leave/feed/4/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics";

/** Issue 18 §3: the leave feed address can be replaced and revoked from the card. */
describe("leave IcsLinkCard", () => {
  it("shows the address; 'Új cím' POSTs, 'Visszavonás' DELETEs and then offers to create one", async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (method === "POST") return jsonResponse({ url: NEW_FEED });
      if (method === "DELETE") return jsonResponse({ url: null });
      return jsonResponse({ url: FEED });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<IcsLinkCard />);
    const field = await screen.findByDisplayValue(FEED);
    expect(field).toHaveAttribute("readonly");

    await userEvent.click(screen.getByRole("button", { name: "Új cím" }));
    expect(await screen.findByDisplayValue(NEW_FEED)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Visszavonás" }));
    expect(await screen.findByText("Nincs érvényes előfizetési címed.")).toBeInTheDocument();
    expect(screen.queryByDisplayValue(NEW_FEED)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cím létrehozása" })).toBeEnabled();

    const methods = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
    expect(methods).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET .*\/api\/leave\/icsLink$/),
        expect.stringMatching(/^POST .*\/api\/leave\/icsLink$/),
        expect.stringMatching(/^DELETE .*\/api\/leave\/icsLink$/),
      ]),
    );
  });
});
