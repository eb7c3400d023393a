import { createStore as createIdbStore, del, get, set, type UseStore } from "idb-keyval";
import { create } from "zustand";
import type { FuelInput } from "@office/shared/fleet/fuel.contract";
import type { TripInput } from "@office/shared/fleet/trips.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { api } from "../../../lib/http/api";
import { isHttpError } from "../../../lib/http/http-error";

/**
 * The phone's outbox of fleet entries (issue 19 §5): a trip or a fuel fill saved without signal is kept
 * in the browser's IndexedDB and sent when the connection returns, each with its client-generated
 * `clientId` (a UUID) so that a replay never saves it twice (the server answers the entry already saved
 * under that id). Entries are kept per tenant (the origin) and per user (`username`): on a shared phone
 * another user neither sees nor sends them. An entry the server refuses (400/403/409, e.g. a km conflict
 * after someone else's trip) stays with the server's message until the user deletes it.
 */

type EntryBase = {
  clientId: string;
  carId: number;
  /** ISO timestamp of the moment it was saved on the phone. */
  queuedAt: string;
  /** The server's message when it refused the entry; null while it waits for the connection. */
  error: string | null;
};
export type OutboxEntry =
  (EntryBase & { kind: "trip"; input: TripInput }) | (EntryBase & { kind: "fuel"; input: FuelInput });

/** Where entries live: one list per user key. Swappable in tests (jsdom has no IndexedDB). */
export type OutboxStorage = {
  read: (key: string) => Promise<OutboxEntry[]>;
  write: (key: string, entries: OutboxEntry[]) => Promise<void>;
};

let idbStore: UseStore | null = null;
const idb = (): UseStore => (idbStore ??= createIdbStore("office-outbox", "entries"));

const hasIndexedDb = (): boolean => typeof indexedDB !== "undefined";

/** The IndexedDB storage (database `office-outbox`, store `entries`); empty where a browser has none. */
export const indexedDbStorage: OutboxStorage = {
  read: async (key) => (hasIndexedDb() ? ((await get<OutboxEntry[]>(key, idb())) ?? []) : []),
  write: async (key, entries) => {
    if (!hasIndexedDb()) return;
    await (entries.length === 0 ? del(key, idb()) : set(key, entries, idb()));
  },
};

let storage: OutboxStorage = indexedDbStorage;
/** Replaces the storage (tests). */
export function setOutboxStorage(next: OutboxStorage): void {
  storage = next;
}

/** The signed-in user's outbox key, or null when nobody is signed in. */
function userKey(): string | null {
  const { username, tenantId } = authStore.getState().authUser;
  return username ? `fleet:${tenantId}:${username}` : null;
}

/** True for a failure that means "no connection" (fetch's TypeError, an offline browser), not a refusal. */
export function isOfflineError(error: unknown): boolean {
  if (isHttpError(error)) return false;
  if (typeof navigator !== "undefined" && !navigator.onLine) return true;
  return error instanceof TypeError;
}

/** A fresh client id (UUID v4; `randomUUID` needs a secure context, the fallback builds one from random bytes). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type OutboxState = {
  /** The signed-in user's entries, oldest first. */
  entries: OutboxEntry[];
  isSending: boolean;
};

/** The outbox as React sees it (`usePendingEntries`); written only by the functions below. */
export const useOutboxStore = create<OutboxState>()(() => ({ entries: [], isSending: false }));

let chain: Promise<unknown> = Promise.resolve();
/** Runs read-modify-write steps one after the other (two tabs of one user still race; the ids keep that safe). */
function serial<T>(step: () => Promise<T>): Promise<T> {
  const next = chain.then(step, step);
  chain = next.catch(() => undefined);
  return next;
}

async function update(change: (entries: OutboxEntry[]) => OutboxEntry[]): Promise<OutboxEntry[]> {
  const key = userKey();
  if (key === null) return [];
  const entries = change(await storage.read(key));
  await storage.write(key, entries);
  if (userKey() === key) useOutboxStore.setState({ entries });
  return entries;
}

/** Loads the signed-in user's entries into the store (app start, after sign-in). */
export function loadOutbox(): Promise<OutboxEntry[]> {
  return serial(async () => {
    const key = userKey();
    const entries = key === null ? [] : await storage.read(key);
    useOutboxStore.setState({ entries });
    return entries;
  });
}

/** Keeps an entry to send later. */
export function enqueue(entry: Omit<OutboxEntry, "queuedAt" | "error">): Promise<OutboxEntry[]> {
  const full = { ...entry, queuedAt: new Date().toISOString(), error: null } as OutboxEntry;
  return serial(() => update((entries) => [...entries.filter((e) => e.clientId !== full.clientId), full]));
}

/** Drops an entry (sent, or deleted by the user). */
export function removeEntry(clientId: string): Promise<OutboxEntry[]> {
  return serial(() => update((entries) => entries.filter((e) => e.clientId !== clientId)));
}

/** Sends one entry with its `clientId` (the server's idempotency key). */
function send(entry: OutboxEntry): Promise<unknown> {
  const body = { ...entry.input, clientId: entry.clientId };
  return entry.kind === "trip"
    ? api.post(`/car/${entry.carId}/distance`, body)
    : api.post(`/car/${entry.carId}/fuel`, body);
}

/**
 * Sends the waiting entries in the order they were made; stops at the first one that fails for want of a
 * connection (the rest wait for the next `online`), marks one the server refuses with its message.
 * Answers how many were sent.
 */
export function flushOutbox(): Promise<number> {
  return serial(async () => {
    const key = userKey();
    if (key === null || useOutboxStore.getState().isSending) return 0;
    useOutboxStore.setState({ isSending: true });
    let sent = 0;
    try {
      for (const entry of await storage.read(key)) {
        if (entry.error !== null) continue;
        try {
          await send(entry);
          sent += 1;
          await update((entries) => entries.filter((e) => e.clientId !== entry.clientId));
        } catch (error) {
          if (isOfflineError(error) || !isHttpError(error) || error.status === 401) break;
          await update((entries) =>
            entries.map((e) => (e.clientId === entry.clientId ? { ...e, error: error.message } : e)),
          );
        }
      }
    } finally {
      useOutboxStore.setState({ isSending: false });
    }
    return sent;
  });
}
