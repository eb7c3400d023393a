import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { NOTIFICATION_TYPES } from "@office/shared/notifications/notification-types";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { NotificationSettingsCard } from "./notification-settings-card";

function renderAs(role: string[]) {
  const email = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t.type, t.defaultEmail]));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === "/api/notificationSettings") return jsonResponse({ email, digestHour: 8 });
      throw new Error(`unexpected ${String(input)}`);
    }),
  );
  authStore.getState().signIn(makeTestToken(makeAuthPayload({ role })));
  return renderWithProviders(<NotificationSettingsCard />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.getState().reset();
});

describe("notification settings card", () => {
  it("offers a plain employee only the types their account can receive", async () => {
    renderAs([]);
    expect(await screen.findByLabelText("Döntés a kérelmedről")).toBeInTheDocument();
    expect(screen.getByLabelText("Szabadságkérelem elbírálásra")).toBeInTheDocument();
    expect(screen.queryByLabelText("Jelentkezők adatainak törlése")).toBeNull();
    expect(screen.queryByLabelText("Eltérés az autó adataiban")).toBeNull();
    expect(screen.queryByLabelText("Lejáró külső szerződés")).toBeNull();
  });

  it("offers hr the hr types, and companyAdmin every type", async () => {
    const { unmount } = renderAs(["hr"]);
    expect(await screen.findByLabelText("Jelentkezők adatainak törlése")).toBeInTheDocument();
    expect(screen.getByLabelText("Lejáró áthozott szabadság")).toBeInTheDocument();
    expect(screen.queryByLabelText("Eltérés az autó adataiban")).toBeNull();
    unmount();
    renderAs(["companyAdmin"]);
    for (const info of NOTIFICATION_TYPES)
      expect(await screen.findByLabelText(info.label)).toBeInTheDocument();
  });
});
