import { describe, expect, it } from "vitest";
import {
  SAME_PAGE_RELOAD_DELAY_MS,
  planNotificationNavigation,
  sortNewestFirst,
} from "./notification-routing";

const note = (title: string, description = "", eventId: number | null = 42) => ({
  title,
  description,
  eventId,
});

describe("notification routing (SPEC §2)", () => {
  it.each([
    ["description contains 'autó'", note("Lejáró műszaki", "Az autó műszakija lejár.")],
    ["title contains 'Auto'", note("Auto service")],
    ["title contains 'Car'", note("Car insurance expires")],
  ])("%s → the car's distances tab", (_label, notification) => {
    expect(planNotificationNavigation(notification, "/")).toEqual({
      pathname: "/autok/42",
      hash: "#distances",
      shouldReload: false,
    });
  });

  it.each([note("New Comment"), note("Új hozzászólás")])("comment → the project (%o)", (notification) => {
    expect(planNotificationNavigation(notification, "/")).toEqual({
      pathname: "/projektek/42",
      hash: "",
      shouldReload: false,
    });
  });

  it("the car rule wins over the comment rule", () => {
    expect(planNotificationNavigation(note("Új hozzászólás", "az autó..."), "/")?.pathname).toBe("/autok/42");
  });

  it("reloads when already on that page", () => {
    expect(planNotificationNavigation(note("Car"), "/autok/42")?.shouldReload).toBe(true);
    expect(planNotificationNavigation(note("Új hozzászólás"), "/projektek/42")?.shouldReload).toBe(true);
    expect(planNotificationNavigation(note("Car"), "/autok/41")?.shouldReload).toBe(false);
    expect(SAME_PAGE_RELOAD_DELAY_MS).toBe(100);
  });

  it("matches case-sensitively, as written in SPEC", () => {
    expect(planNotificationNavigation(note("Autó szerviz"), "/")).toBeNull();
    expect(planNotificationNavigation(note("card expired"), "/")).toBeNull();
    expect(planNotificationNavigation(note("x", "Autó"), "/")).toBeNull();
    expect(planNotificationNavigation(note("comment"), "/")).toBeNull();
  });

  it("a programme calendar notification opens the event on /naptar, after the SPEC rules", () => {
    expect(
      planNotificationNavigation({ ...note("Meghívás programra"), eventType: "event" }, "/naptar"),
    ).toEqual({
      pathname: "/naptar",
      search: "?event=42",
      hash: "",
      shouldReload: false,
    });
    expect(planNotificationNavigation({ ...note("Car"), eventType: "event" }, "/")?.pathname).toBe(
      "/autok/42",
    );
    expect(
      planNotificationNavigation({ ...note("Meghívás programra", "", null), eventType: "event" }, "/"),
    ).toBeNull();
  });

  it("does nothing for other notifications or without an eventId", () => {
    expect(planNotificationNavigation(note("Szabadság jóváhagyva"), "/")).toBeNull();
    expect(planNotificationNavigation(note("Car", "", null), "/")).toBeNull();
  });
});

describe("sortNewestFirst", () => {
  it("orders by createDateTime, newest first, without touching the input", () => {
    const list = [
      { id: 1, createDateTime: "2025-01-01T10:00:00Z" },
      { id: 2, createDateTime: "2025-03-01T10:00:00Z" },
      { id: 3, createDateTime: "2025-02-01T10:00:00Z" },
    ];
    expect(sortNewestFirst(list).map((n) => n.id)).toEqual([2, 3, 1]);
    expect(list.map((n) => n.id)).toEqual([1, 2, 3]);
  });
  it("a questionnaire notification opens its fill form (issue 11)", () => {
    expect(
      planNotificationNavigation(
        { ...note("Új kérdőív", "Kérdőív vár", 7), eventType: "questionnaire" },
        "/",
      ),
    ).toEqual({ pathname: "/kerdoivek", search: "?kitoltes=7", hash: "", shouldReload: false });
  });
  it("an expiry reminder opens its page from the catalogue (issue 23 §2)", () => {
    const plan = (eventType: string, id: number) =>
      planNotificationNavigation({ ...note("Lejáró", "Lejár hamarosan", id), eventType }, "/");
    expect(plan("documentExpiry", 4)).toEqual({
      pathname: "/munkatarsak/4",
      search: "?tab=dokumentumok",
      hash: "",
      shouldReload: false,
    });
    expect(plan("warrantyExpiry", 9)).toEqual({ pathname: "/eszkozok/9", hash: "", shouldReload: false });
    expect(plan("carService", 2)).toEqual({ pathname: "/autok/2", hash: "#service", shouldReload: false });
  });
  it("a task assignment opens the task's link, even when the task names a car (issue 21)", () => {
    expect(
      planNotificationNavigation(
        { ...note("Feladatot kaptál", "P-1 Flotta: Car wash, autó mosása", 42), eventType: "taskAssigned" },
        "/projektek/12",
      ),
    ).toEqual({ pathname: "/feladatok/42", hash: "", shouldReload: false });
  });

  it("a new attachment opens its record's page, whatever the record or file is called (issue 23 §4)", () => {
    const attachment = (eventType: string, id: number) =>
      planNotificationNavigation(
        {
          ...note("Új csatolmány – Carrier Kft.", "Kiss Gábor feltöltötte: „autó-bérlet.pdf”", id),
          eventType,
        },
        "/",
      );
    expect(attachment("partnerAttachment", 4)).toEqual({
      pathname: "/partnerek/4",
      hash: "",
      shouldReload: false,
    });
    expect(attachment("projectAttachment", 5)?.pathname).toBe("/projektek/5");
    expect(attachment("carAttachment", 6)?.pathname).toBe("/autok/6");
    expect(attachment("assetAttachment", 7)?.pathname).toBe("/eszkozok/7");
    expect(attachment("externalResourceAttachment", 8)?.pathname).toBe("/kulso-eroforrasok/8");
  });
});
