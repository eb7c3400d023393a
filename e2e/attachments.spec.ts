import { readFile } from "node:fs/promises";
import { callApi, loginToken } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { simplePdf } from "./support/pdf.ts";
import { openApp } from "./support/shell.ts";

/**
 * Attachments (issue 23 §4): a project manager uploads a PDF on a project's page with the
 * "Fájl kiválasztása" control, sees it listed (name, size, uploader) and downloads the same bytes, also
 * through the name's signed link without the token.
 */
test.describe("attachments as pm", () => {
  test.use({ signedInAs: "pm" });

  test("uploads a PDF on a project page, sees it listed and downloads it", async ({ page }) => {
    const token = await loginToken("pm");
    const projects = await callApi<{ id: number; name: string }[]>("GET", "/api/project", { token });
    const project = projects.body[0];
    expect(project, "a demo project").toBeDefined();
    const suffix = String(Date.now()).slice(-6);
    const fileName = `árajánlat-${suffix}.pdf`;
    const pdf = simplePdf(`Arajanlat ${suffix}`);

    await openApp(page, `/projektek/${project?.id}`);
    const panel = page.getByTestId("attachments");
    await expect(panel.getByRole("heading", { name: /Csatolmányok/ })).toBeVisible();

    const uploaded = page.waitForResponse(
      (r) => r.request().method() === "POST" && /\/api\/project\/\d+\/attachment$/.test(r.url()),
    );
    await panel
      .getByLabel("Fájl kiválasztása")
      .setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: pdf });
    expect((await uploaded).status()).toBe(200);

    const item = panel.getByRole("listitem").filter({ hasText: fileName });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(/\d+(,\d)? (B|kB)/);
    await expect(item).toContainText(/\d{4}\. \d{2}\. \d{2}\./);

    const download = page.waitForEvent("download");
    await item.getByRole("button", { name: `${fileName} letöltése` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(fileName);
    expect((await readFile(await file.path())).equals(pdf), "the same bytes as uploaded").toBe(true);

    // the name is a plain link to a signed, short-lived URL: it opens without the token (new tab)
    const href = await item.getByRole("link", { name: fileName }).getAttribute("href");
    expect(href).toMatch(/^\/api\/attachmentFile\/\d+\?expires=\d+&signature=[\w-]+$/);
    const viaLink = await page.evaluate(async (url) => {
      const res = await fetch(url, { credentials: "omit" }); // a bare fetch: no Authorization header
      return { status: res.status, bytes: [...new Uint8Array(await res.arrayBuffer())] };
    }, href ?? "");
    expect(viaLink.status).toBe(200);
    expect(Buffer.from(viaLink.bytes).equals(pdf), "the link serves the same bytes").toBe(true);
  });
});
