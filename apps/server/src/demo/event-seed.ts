import { addCalendarDays, budapestMidnight, fromBudapestParts } from "@office/shared/hu/budapest-time";
import type { Tx } from "../platform/db.ts";
import { listEmployees } from "../modules/employees/employees.repository.ts";
import { eventAttendees, events } from "../modules/events/events.table.ts";
import { DEMO_TODAY } from "./leave-seed.ts";
import { createRandom } from "./names.ts";

type Who = "all" | "managers" | `dept:${string}` | "sample";
type Seed = {
  title: string;
  category: string;
  location: string;
  description: string;
  /** `YYYY-MM-DD` (all day, with `days`) or `YYYY-MM-DDTHH:mm` Budapest time. */
  start: string;
  minutes?: number;
  days?: number;
  recurrence?: "weekly" | "monthly" | "yearly";
  until?: string;
  organizer: 0 | 1 | 2 | 3;
  who: Who;
  withUser?: boolean;
  cancelled?: boolean;
};

/** A year of company events around the demo "today" (2026-11-20), DESIGN §10 / issue 8. */
const SEEDS: Seed[] = [
  {
    title: "Havi összmunkatársi értekezlet",
    category: "Céges esemény",
    location: "Budapest, központi iroda, nagyterem (és online)",
    description: "Havi beszámoló: projektek, pénzügyek, HR-hírek.\nKérdéseket előre is lehet küldeni.",
    start: "2026-03-04T10:00",
    minutes: 60,
    recurrence: "monthly",
    until: "2027-02-28",
    organizer: 0,
    who: "all",
  },
  {
    title: "Fejlesztői heti egyeztetés",
    category: "Megbeszélés",
    location: "Online (Teams)",
    description: "Heti státusz, akadályok, a következő hét tervei.",
    start: "2026-09-07T09:30",
    minutes: 30,
    recurrence: "weekly",
    until: "2027-03-29",
    organizer: 2,
    who: "dept:Fejlesztés",
  },
  {
    title: "Cégalapítás évfordulója",
    category: "Ünnepség",
    location: "Budapest, központi iroda",
    description: "Tortával és rövid visszatekintéssel ünnepeljük a cég születésnapját.",
    start: "2026-05-14T15:00",
    minutes: 120,
    recurrence: "yearly",
    organizer: 0,
    who: "all",
  },
  {
    title: "Tavaszi futóverseny",
    category: "Csapatnap",
    location: "Budapest, Margitsziget",
    description: "Jótékonysági futás 5 és 10 km-en.",
    start: "2026-05-09",
    days: 1,
    organizer: 1,
    who: "sample",
    cancelled: true,
  },
  {
    title: "Csapatépítő nap – Visegrád",
    category: "Csapatnap",
    location: "Visegrád, Fellegvár és a Duna-part",
    description: "Túra, ebéd, közös játékok. Indulás 8:00-kor az iroda elől busszal.",
    start: "2026-06-12",
    days: 1,
    organizer: 1,
    who: "all",
  },
  {
    title: "Nyári családi nap",
    category: "Csapatnap",
    location: "Szentendre, Skanzen",
    description: "Családtagokkal együtt; gyerekprogramok egész nap.",
    start: "2026-08-29",
    days: 1,
    organizer: 1,
    who: "sample",
    withUser: true,
  },
  {
    title: "Munkavédelmi oktatás",
    category: "Képzés",
    location: "Budapest, központi iroda, 2. tárgyaló",
    description: "Kötelező éves munkavédelmi oktatás, jelenléti ív aláírásával.",
    start: "2026-09-15T09:00",
    minutes: 180,
    organizer: 1,
    who: "sample",
    withUser: true,
  },
  {
    title: "Excel haladó képzés",
    category: "Képzés",
    location: "Budapest, oktatóterem",
    description: "Kimutatások, Power Query, makrók alapjai. Saját laptopot hozz!",
    start: "2026-10-08T13:00",
    minutes: 180,
    organizer: 1,
    who: "dept:Pénzügy",
  },
  {
    title: "Fejlesztési csapatnap",
    category: "Csapatnap",
    location: "Dunakeszi, Alagi Majorság",
    description: "Retrospektív, tervezés a jövő évre, közös vacsora.",
    start: "2026-10-15",
    days: 2,
    organizer: 2,
    who: "dept:Fejlesztés",
  },
  {
    title: "Vezetői tréning: visszajelzés és delegálás",
    category: "Képzés",
    location: "Budapest, Hotel Hungaria konferenciaterem",
    description: "Egész napos tréning a csapatvezetőknek külső trénerrel.",
    start: "2026-11-26T09:00",
    minutes: 420,
    organizer: 1,
    who: "managers",
  },
  {
    title: "Agilis módszertan workshop",
    category: "Képzés",
    location: "Budapest, központi iroda, nagyterem",
    description: "Scrum és Kanban a gyakorlatban, közös feladatokkal.",
    start: "2026-12-02T13:00",
    minutes: 240,
    organizer: 2,
    who: "sample",
    withUser: true,
  },
  {
    title: "Évzáró és karácsonyi vacsora",
    category: "Ünnepség",
    location: "Budapest, Duna Palota",
    description: "Évértékelő, vacsora, zene. Partnerek is jöhetnek – jelezd a válaszodban!",
    start: "2026-12-18T17:00",
    minutes: 360,
    organizer: 0,
    who: "all",
  },
  {
    title: "Évnyitó reggeli",
    category: "Céges esemény",
    location: "Budapest, központi iroda, konyha",
    description: "Közös reggeli és a 2027-es célok rövid bemutatása.",
    start: "2027-01-11T08:30",
    minutes: 90,
    organizer: 0,
    who: "all",
  },
  {
    title: "Tűzvédelmi oktatás",
    category: "Képzés",
    location: "Budapest, központi iroda, 2. tárgyaló",
    description: "Éves tűzvédelmi oktatás és kiürítési gyakorlat.",
    start: "2027-01-20T10:00",
    minutes: 90,
    organizer: 1,
    who: "sample",
    withUser: true,
  },
  {
    title: "GDPR frissítő képzés",
    category: "Képzés",
    location: "Online (Teams)",
    description: "Adatvédelmi alapok és a tavalyi esetek tanulságai.",
    start: "2027-02-10T14:00",
    minutes: 90,
    organizer: 1,
    who: "sample",
  },
];

/**
 * Programme calendar of the demo tenant (issue 8 demo data): all-hands monthly, a weekly team meeting,
 * trainings, team days, the Christmas dinner (évzáró) and a cancelled run, with attendees from the staff
 * (the demo `user` on several) and deterministic answers.
 * `userIds` / `accountEmployeeIds`: the demo accounts admin, hr, pm, user in that order.
 */
export async function seedEvents(
  tx: Tx,
  tenantId: number,
  opts: { userIds: number[]; accountEmployeeIds: number[] },
): Promise<void> {
  const random = createRandom(8_2026);
  const staff = (await listEmployees(tx, tenantId, true)).map((e) => ({
    id: e.id,
    department: e.department,
    managerId: e.managerId,
  }));
  const managerIds = new Set(staff.flatMap((e) => (e.managerId ? [e.managerId] : [])));
  const userEmployee = opts.accountEmployeeIds[3] ?? 0;
  for (const s of SEEDS) {
    let startsAt: Date;
    let endsAt: Date;
    if (s.days) {
      startsAt = new Date(budapestMidnight(s.start));
      endsAt = new Date(budapestMidnight(addCalendarDays(s.start, s.days)));
    } else {
      const [date = "", time = ""] = s.start.split("T");
      const [y, m, d] = date.split("-").map(Number);
      const [h, mi] = time.split(":").map(Number);
      const ms = fromBudapestParts({
        year: y ?? 0,
        month: m ?? 1,
        day: d ?? 1,
        hour: h ?? 0,
        minute: mi ?? 0,
        second: 0,
      });
      startsAt = new Date(ms);
      endsAt = new Date(ms + (s.minutes ?? 60) * 60_000);
    }
    const organizerUserId = opts.userIds[s.organizer] ?? null;
    const organizerEmployee = opts.accountEmployeeIds[s.organizer] ?? 0;
    const [row] = await tx
      .insert(events)
      .values({
        tenantId,
        title: s.title,
        description: s.description,
        location: s.location,
        startsAt,
        endsAt,
        allDay: Boolean(s.days),
        category: s.category,
        organizerUserId,
        recurrence: s.recurrence ?? "none",
        recurrenceUntil: s.until ?? null,
        cancelledAt: s.cancelled ? new Date(startsAt.getTime() - 10 * 86_400_000) : null,
        sequence: s.cancelled ? 1 : 0,
        createdAt: new Date(startsAt.getTime() - 30 * 86_400_000),
        updatedAt: new Date(startsAt.getTime() - 30 * 86_400_000),
      })
      .returning({ id: events.id });
    if (!row) continue;
    let ids: number[];
    if (s.who === "all") ids = staff.map((e) => e.id);
    else if (s.who === "managers") ids = staff.filter((e) => managerIds.has(e.id)).map((e) => e.id);
    else if (s.who === "sample") ids = staff.filter(() => random.next() < 0.3).map((e) => e.id);
    else ids = staff.filter((e) => e.department === s.who.slice(5)).map((e) => e.id);
    const attendees = new Set(ids);
    if (s.withUser) attendees.add(userEmployee);
    if (organizerEmployee) attendees.add(organizerEmployee);
    const past = startsAt.getTime() < budapestMidnight(DEMO_TODAY);
    await tx.insert(eventAttendees).values(
      [...attendees].map((employeeId) => {
        const r = random.next();
        let rsvp = "pending";
        if (employeeId === organizerEmployee) rsvp = "accepted";
        else if (employeeId === userEmployee && !past) rsvp = "pending";
        else if (r < 0.6 || past) rsvp = r < 0.85 ? "accepted" : "declined";
        else if (r < 0.75) rsvp = "tentative";
        return {
          tenantId,
          eventId: row.id,
          employeeId,
          rsvp,
          respondedAt: rsvp === "pending" ? null : new Date(startsAt.getTime() - 20 * 86_400_000),
        };
      }),
    );
  }
}
