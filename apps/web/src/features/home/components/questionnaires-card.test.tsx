import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import type { QuestionnaireSummary } from "@office/shared/questionnaires/questionnaires.contract";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { QuestionnairesCard } from "./questionnaires-card";

const row = (
  id: number,
  deadline: string,
  extra: Partial<QuestionnaireSummary> = {},
): QuestionnaireSummary => ({
  id,
  title: `Kérdőív ${id}`,
  templateId: 1,
  templateVersion: 1,
  anonymous: false,
  deadline,
  sentAt: "2026-11-01T10:00:00Z",
  sentByName: "Tóth Eszter",
  closed: false,
  isRecipient: true,
  answered: false,
  canSeeResults: false,
  recipients: 5,
  responses: 1,
  pendingResponses: 0,
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe("QuestionnairesCard", () => {
  it("lists the waiting ones, soonest first, with fill links, in one request", async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
      jsonResponse([
        row(1, "2026-12-20"),
        row(2, "2026-12-01", { anonymous: true }),
        row(3, "2026-12-02", { answered: true }),
      ]),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<QuestionnairesCard />);
    expect(screen.getByRole("heading", { level: 2, name: "Kitöltésre váró kérdőívek" })).toBeInTheDocument();
    const links = await screen.findAllByRole("link", { name: /^Kérdőív/ });
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "/kerdoivek?kitoltes=2",
      "/kerdoivek?kitoltes=1",
    ]);
    expect(screen.getByText("névtelen")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Összes kérdőív" })).toHaveAttribute("href", "/kerdoivek");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("/api/questionnaire?box=toFill");
  });

  it("says when nothing is waiting", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse([row(4, "2026-12-01", { closed: true })])),
    );
    renderWithProviders(<QuestionnairesCard />);
    expect(await screen.findByText("Nincs kitöltésre váró kérdőíved.")).toBeInTheDocument();
  });
});
