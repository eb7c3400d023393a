import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MailOutboxList } from "@office/shared/mail/mail-outbox.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { MailOutboxPage } from "./mail-outbox";

const list: MailOutboxList = {
  items: [
    {
      id: 2,
      to: "kiss.peter@example.hu",
      subject: "[Demo Kft.] Szabadságkérelem: Kiss Péter",
      status: "failed",
      createdAt: "2026-11-26T09:00:00.000Z",
      sentAt: null,
      nextAttemptAt: "2026-11-26T09:05:00.000Z",
      attempts: 2,
      lastError: "451 Try again later",
      isInvitation: false,
    },
    {
      id: 1,
      to: "nagy.anna@example.hu",
      subject: "[Demo Kft.] Meghívó: Évzáró",
      status: "sent",
      createdAt: "2026-11-25T08:00:00.000Z",
      sentAt: "2026-11-25T08:00:05.000Z",
      nextAttemptAt: null,
      attempts: 0,
      lastError: null,
      isInvitation: true,
    },
  ],
  total: 2,
  page: 1,
  pageSize: 50,
  counts: { sent: 1, waiting: 0, failed: 1, expired: 0 },
  smtpConfigured: false,
};

function stub(smtpConfigured = true) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith("/api/mailOutbox") && (init?.method ?? "GET") === "GET")
      return jsonResponse({ ...list, smtpConfigured });
    if (url === "/api/mailOutbox/2/retry") return jsonResponse({ ...list.items[0], attempts: 2 });
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.getState().reset();
});

describe("/kimeno-levelek", () => {
  it("lists the envelopes with Hungarian times, status, the server's refusal, and sends a failed one again", async () => {
    const fetchMock = stub();
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["companyAdmin"] })));
    renderWithProviders(<MailOutboxPage />, { path: "/kimeno-levelek" });
    const rows = await screen.findAllByTestId("mail-outbox-row");
    expect(rows).toHaveLength(2);
    const failed = rows[0];
    if (!failed) throw new Error("no row");
    expect(within(failed).getByText("Sikertelen, újrapróbálja")).toBeInTheDocument();
    expect(within(failed).getByText("451 Try again later")).toBeInTheDocument();
    expect(within(failed).getByText("2 sikertelen próbálkozás")).toBeInTheDocument();
    expect(failed).toHaveTextContent("2026. 11. 26. 10:00");
    expect(screen.getByText("Naptármeghívó")).toBeInTheDocument();
    expect(within(failed).getByText("Következő próbálkozás: 2026. 11. 26. 10:05")).toBeInTheDocument();
    expect(screen.queryByText(/Nincs beállítva levelezőszerver/)).toBeNull();
    expect(screen.getAllByRole("button", { name: /Küldés most/ })).toHaveLength(1);
    await userEvent.click(
      screen.getByRole("button", { name: /Küldés most: \[Demo Kft\.\] Szabadságkérelem/ }),
    );
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => url === "/api/mailOutbox/2/retry" && init?.method === "POST",
        ),
      ).toBe(true),
    );
  });

  it("says when no mail server is set, and then offers no sending", async () => {
    stub(false);
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["companyAdmin"] })));
    renderWithProviders(<MailOutboxPage />, { path: "/kimeno-levelek" });
    expect(await screen.findByText(/Nincs beállítva levelezőszerver/)).toBeInTheDocument();
    expect(screen.getAllByTestId("mail-outbox-row")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /Küldés most/ })).toBeNull();
    expect(screen.queryByText(/Következő próbálkozás/)).toBeNull();
  });

  it("filters by status through the URL", async () => {
    const fetchMock = stub();
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["companyAdmin"] })));
    renderWithProviders(<MailOutboxPage />, { path: "/kimeno-levelek" });
    await userEvent.selectOptions(await screen.findByLabelText("Állapot"), "failed");
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === "/api/mailOutbox?status=failed")).toBe(true),
    );
  });

  it("shows 'Nincs jogosultságod' to others and asks nothing", async () => {
    const fetchMock = stub();
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["hr"] })));
    renderWithProviders(<MailOutboxPage />, { path: "/kimeno-levelek" });
    expect(await screen.findByText(/Nincs jogosultságod/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
