import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";
import { employees } from "../employees/employees.table.ts";
import { users } from "../auth/auth.table.ts";

/**
 * Programme calendar events (Programnaptár, DESIGN §7 `/naptar`). `starts_at`/`ends_at` are instants;
 * an all-day event runs from local midnight (Europe/Budapest) of its first day to local midnight after
 * its last day (exclusive end, as in iCalendar). `recurrence`: none | weekly | monthly | yearly, repeating
 * until `recurrence_until` (inclusive, a calendar date) or forever. A cancelled event stays
 * (`cancelled_at`). `sequence` is the iCalendar SEQUENCE, raised on every change that attendees see.
 * `reminder_minutes`: 15 | 60 | 1440 minutes before each occurrence the attendees get a reminder, or null.
 */
export const events = pgTable(
  "events",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    title: text("title").notNull(),
    description: text("description"),
    location: text("location"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    allDay: boolean("all_day").notNull().default(false),
    category: text("category"),
    organizerUserId: integer("organizer_user_id"),
    recurrence: text("recurrence").notNull().default("none"),
    recurrenceUntil: date("recurrence_until"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    sequence: integer("sequence").notNull().default(0),
    reminderMinutes: integer("reminder_minutes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("events_tenant_starts_idx").on(t.tenantId, t.startsAt),
    foreignKey({ columns: [t.tenantId, t.organizerUserId], foreignColumns: [users.tenantId, users.id] }),
    check("events_recurrence_check", sql`${t.recurrence} in ('none', 'weekly', 'monthly', 'yearly')`),
    check("events_time_check", sql`${t.endsAt} >= ${t.startsAt}`),
    check(
      "events_reminder_minutes_check",
      sql`${t.reminderMinutes} is null or ${t.reminderMinutes} in (15, 60, 1440)`,
    ),
  ],
);

/** Invited employees of an event with their answer: pending | accepted | declined | tentative. */
export const eventAttendees = pgTable(
  "event_attendees",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    eventId: integer("event_id").notNull(),
    employeeId: integer("employee_id").notNull(),
    rsvp: text("rsvp").notNull().default("pending"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId, t.employeeId] }),
    index("event_attendees_tenant_employee_idx").on(t.tenantId, t.employeeId),
    foreignKey({ columns: [t.tenantId, t.eventId], foreignColumns: [events.tenantId, events.id] }).onDelete(
      "cascade",
    ),
    foreignKey({ columns: [t.tenantId, t.employeeId], foreignColumns: [employees.tenantId, employees.id] }),
    check("event_attendees_rsvp_check", sql`${t.rsvp} in ('pending', 'accepted', 'declined', 'tentative')`),
  ],
);

/**
 * Personal, revocable ICS feed tokens (`GET /api/event/calendar.ics?token=`): only the SHA-256 hex of the
 * token is stored; one live token per user (revoking sets `revoked_at`, a new link inserts a new row).
 */
export const calendarFeedTokens = pgTable(
  "calendar_feed_tokens",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    userId: integer("user_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("calendar_feed_tokens_tenant_hash_key").on(t.tenantId, t.tokenHash),
    index("calendar_feed_tokens_tenant_user_idx").on(t.tenantId, t.userId),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/**
 * One occurrence of a recurring event changed on its own (issue 23 §3, an iCalendar exception):
 * `occurrence_start` is the instant the series gives it (its RECURRENCE-ID), the other columns its own
 * times and texts. All-day-ness follows the series. `cancelled`: that occurrence alone is cancelled (an
 * EXDATE; its times and texts are the series' at the cancellation and unused).
 */
export const eventOccurrenceOverrides = pgTable(
  "event_occurrence_overrides",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    eventId: integer("event_id").notNull(),
    occurrenceStart: timestamp("occurrence_start", { withTimezone: true }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    title: text("title").notNull(),
    description: text("description"),
    location: text("location"),
    cancelled: boolean("cancelled").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId, t.occurrenceStart] }),
    foreignKey({ columns: [t.tenantId, t.eventId], foreignColumns: [events.tenantId, events.id] }).onDelete(
      "cascade",
    ),
    check("event_occurrence_overrides_time_check", sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

/**
 * Reminders sent (issue 23 §3): one row per (event, occurrence start, user), inserted ON CONFLICT DO
 * NOTHING by the reminder job before it notifies, so that a reminder goes out once across passes and
 * instances.
 */
export const eventReminderClaims = pgTable(
  "event_reminder_claims",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    eventId: integer("event_id").notNull(),
    occurrenceStart: timestamp("occurrence_start", { withTimezone: true }).notNull(),
    userId: integer("user_id").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId, t.occurrenceStart, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.eventId], foreignColumns: [events.tenantId, events.id] }).onDelete(
      "cascade",
    ),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/** Per-user calendar settings: the default reminder of the events the user creates (null: none). */
export const calendarSettings = pgTable(
  "calendar_settings",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    userId: integer("user_id").notNull(),
    defaultReminderMinutes: integer("default_reminder_minutes"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    check(
      "calendar_settings_reminder_check",
      sql`${t.defaultReminderMinutes} is null or ${t.defaultReminderMinutes} in (15, 60, 1440)`,
    ),
  ],
);

/**
 * An attendee's answer for one occurrence of a recurring event (issue 23 §3): it overrides their
 * series answer (`event_attendees.rsvp`, which stays the default) for that occurrence only.
 * `occurrence_start` is the instant the series gives the occurrence (its RECURRENCE-ID, the key of
 * `event_occurrence_overrides`). Removing the attendee removes these answers (cascade).
 */
export const eventOccurrenceRsvps = pgTable(
  "event_occurrence_rsvps",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    eventId: integer("event_id").notNull(),
    occurrenceStart: timestamp("occurrence_start", { withTimezone: true }).notNull(),
    employeeId: integer("employee_id").notNull(),
    rsvp: text("rsvp").notNull(),
    respondedAt: timestamp("responded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId, t.occurrenceStart, t.employeeId] }),
    foreignKey({
      name: "event_occurrence_rsvps_attendee_fk",
      columns: [t.tenantId, t.eventId, t.employeeId],
      foreignColumns: [eventAttendees.tenantId, eventAttendees.eventId, eventAttendees.employeeId],
    }).onDelete("cascade"),
    check("event_occurrence_rsvps_rsvp_check", sql`${t.rsvp} in ('accepted', 'declined', 'tentative')`),
  ],
);
