import { expect, test } from "./support/fixtures.ts";
import { callApi, decodeJwt, loginToken } from "./support/api.ts";
import { waitForMail } from "./support/mail.ts";
import { openApp, toast, waitForApp } from "./support/shell.ts";

/**
 * Issue 23 §1 in the browser: a mention reaches the mentioned colleague by e-mail (through the e2e
 * SMTP sink) with a link to the project and a one-click unsubscribe; the "E-mail-értesítések" card on
 * /profil shows and saves the choices per type and the digest hour (1440 px).
 */
test.use({ signedInAs: "hr", viewport: { width: 1440, height: 900 } });

test("a mention arrives by e-mail; the profile card saves the e-mail choices", async ({ page }) => {
  test.setTimeout(120_000);
  const since = new Date().toISOString();
  const pm = await loginToken("pm");
  const hrEmployeeId = decodeJwt<{ employeeId: number }>(await loginToken("hr")).employeeId;
  const code = `PW-N-${Date.now()}`.slice(0, 30);
  const project = await callApi<{ id: number }>("POST", "/api/project", {
    token: pm,
    body: { code, name: `Értesítéses projekt ${code}`, startDate: "2026-11-02", memberIds: [hrEmployeeId] },
  });
  expect(project.status).toBe(200);
  const comment = await callApi("POST", `/api/project/${project.body.id}/comment`, {
    token: pm,
    body: { text: `Kérlek @[Tóth Eszter](${hrEmployeeId}) nézd át a szerződést.` },
  });
  expect(comment.status).toBe(200);

  // The mail job sends on its next pass (every 15 s): the card is tried meanwhile, on another type than the
  // mention, and the mail is read at the end.
  await openApp(page, "/profil#ertesitesek");
  const card = page.getByTestId("notification-settings");
  await expect(card.getByRole("heading", { name: "E-mail-értesítések" })).toBeVisible();
  const mention = card.getByLabel("Megemlítettek egy hozzászólásban");
  await expect(mention).toHaveValue("immediate");
  await expect(card.getByLabel("Pontot kaptál")).toHaveValue("digest");
  const save = card.getByRole("button", { name: "Beállítások mentése" });
  await expect(save).toBeDisabled();
  await card.getByLabel("Pontot kaptál").selectOption({ label: "Nem kérem" });
  await card.getByLabel("A napi összesítő érkezése").selectOption({ label: "7:00 órakor" });
  await save.click();
  await expect(toast(page, "Az e-mail-értesítési beállításaid elmentve.")).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await waitForApp(page);
  await expect(card.getByLabel("Pontot kaptál")).toHaveValue("off");
  await expect(card.getByLabel("Megemlítettek egy hozzászólásban")).toHaveValue("immediate");
  await expect(card.getByLabel("A napi összesítő érkezése")).toHaveValue("7");

  const mail = await waitForMail("hr@demo.example.hu", since, 60_000, "megemlítettek");
  expect(mail.subject).toContain("Dunakanyar Mérnökiroda Kft.");
  expect(mail.subject).toContain("megemlítettek");
  expect(mail.text).toContain(`/projektek/${project.body.id}`);
  expect(mail.text).toMatch(
    /Leiratkozás erről .*\/api\/notificationSettings\/unsubscribe\?user=\d+&type=projectMention&sig=/,
  );
  expect(mail.html).toContain("Megnyitás az Office-ban");
});
