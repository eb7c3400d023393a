import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Attachment } from "@office/shared/attachments/attachment.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { AttachmentsPanel } from "./attachments-panel";

const invoice: Attachment = {
  id: 7,
  name: "szerviz-számla.pdf",
  size: 1_258_291, // 1.2 MiB
  contentType: "application/pdf",
  uploadedBy: { id: 3, name: "Kiss Gábor" },
  uploadedAt: "2026-11-26T13:05:00.000Z",
  downloadUrl: "/api/attachmentFile/7?expires=1795760000&signature=abc",
};

beforeEach(() => {
  authStore.getState().signIn(makeTestToken(makeAuthPayload()));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === "POST") return jsonResponse({ ...invoice, id: 8, name: "új.pdf", size: 900 });
      if (init?.method === "DELETE") return new Response(null, { status: 204 });
      return jsonResponse([invoice]);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("attachments panel", () => {
  it("lists name, Hungarian size, uploader and time; a reader gets no upload or delete", async () => {
    renderWithProviders(<AttachmentsPanel owner={{ type: "car", id: 5 }} canEdit={false} />);
    const item = await screen.findByRole("listitem");
    // the name is a plain link to the signed download URL ("open in new tab" works without the token)
    expect(within(item).getByRole("link", { name: "szerviz-számla.pdf" })).toHaveAttribute(
      "href",
      "/api/attachmentFile/7?expires=1795760000&signature=abc",
    );
    expect(item).toHaveTextContent("1,2 MB");
    expect(item).toHaveTextContent("Kiss Gábor");
    expect(item).toHaveTextContent(/2026\. 11\. 26\./);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe("/api/car/5/attachment");
    expect(screen.queryByText("Fájl kiválasztása")).toBeNull();
    expect(screen.queryByRole("button", { name: "szerviz-számla.pdf törlése" })).toBeNull();
  });

  it("an editor uploads the chosen file at once and deletes after confirming", async () => {
    renderWithProviders(<AttachmentsPanel owner={{ type: "partner", id: 2 }} canEdit />);
    await screen.findByRole("listitem");
    const file = new File(["%PDF-1.4"], "új.pdf", { type: "application/pdf" });
    await userEvent.upload(screen.getByLabelText("Fájl kiválasztása"), file);
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === "POST")).toBe(true),
    );
    const post = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === "POST");
    expect(post?.[0]).toBe("/api/partner/2/attachment");
    expect((post?.[1]?.body as FormData).get("file")).toBeInstanceOf(File);

    await userEvent.click(screen.getByRole("button", { name: "szerviz-számla.pdf törlése" }));
    await userEvent.click(await screen.findByRole("button", { name: "Törlés" }));
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true),
    );
    const del = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === "DELETE");
    expect(del?.[0]).toBe("/api/partner/2/attachment/7");
  });

  it("refuses a file over 10 MB in the browser with a Hungarian message", async () => {
    renderWithProviders(<AttachmentsPanel owner={{ type: "asset", id: 1 }} canEdit />);
    await screen.findByRole("listitem");
    const big = new File(["x"], "nagy.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 11 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText("Fájl kiválasztása"), big);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "A(z) „nagy.pdf” túl nagy: legfeljebb 10 MB lehet.",
    );
    expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });
});
