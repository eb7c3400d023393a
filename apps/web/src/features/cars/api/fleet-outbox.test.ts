import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TripInput } from "@office/shared/fleet/trips.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { api } from "../../../lib/http/api";
import { HttpError } from "../../../lib/http/http-error";
import {
  enqueue,
  flushOutbox,
  loadOutbox,
  newClientId,
  setOutboxStorage,
  useOutboxStore,
  type OutboxEntry,
} from "./fleet-outbox";

const trip: TripInput = {
  date: "2026-11-25",
  driverId: 1,
  from: "Szentendre",
  to: "Visegrád",
  purpose: "Helyszíni bejárás",
  partnerId: null,
  projectId: null,
  startKm: 100,
  endKm: 123,
  private: false,
  gapReason: null,
};

/** An in-memory stand-in for IndexedDB (jsdom has none). */
function memoryStorage() {
  const data = new Map<string, OutboxEntry[]>();
  return {
    data,
    read: async (key: string) => data.get(key) ?? [],
    write: async (key: string, entries: OutboxEntry[]) => void data.set(key, entries),
  };
}

function signInAs(username: string): void {
  authStore.setState({ authUser: { ...authStore.getState().authUser, username, tenantId: "1" } });
}

describe("fleet outbox", () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    setOutboxStorage(storage);
    signInAs("user");
  });
  afterEach(() => vi.restoreAllMocks());

  it("keeps entries per user and sends them with their clientId, once, in order", async () => {
    const post = vi.spyOn(api, "post").mockResolvedValue({});
    await enqueue({ kind: "trip", carId: 7, clientId: "a", input: trip });
    await enqueue({
      kind: "fuel",
      carId: 7,
      clientId: "b",
      input: {
        date: "2026-11-25",
        liters: 30,
        totalHuf: 18000,
        odometerKm: 123,
        fuelCardId: null,
        full: true,
      },
    });
    expect(useOutboxStore.getState().entries.map((e) => e.clientId)).toEqual(["a", "b"]);

    signInAs("hr");
    expect(await loadOutbox()).toEqual([]);
    expect(await flushOutbox()).toBe(0);
    expect(post).not.toHaveBeenCalled();

    signInAs("user");
    expect(await flushOutbox()).toBe(2);
    expect(post.mock.calls.map(([path, body]) => [path, (body as { clientId: string }).clientId])).toEqual([
      ["/car/7/distance", "a"],
      ["/car/7/fuel", "b"],
    ]);
    expect(useOutboxStore.getState().entries).toEqual([]);
    expect(await flushOutbox()).toBe(0);
  });

  it("stops at a lost connection and keeps the rest; marks an entry the server refuses", async () => {
    await enqueue({ kind: "trip", carId: 7, clientId: "a", input: trip });
    await enqueue({ kind: "trip", carId: 7, clientId: "b", input: { ...trip, startKm: 123, endKm: 150 } });
    vi.spyOn(api, "post").mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await flushOutbox()).toBe(0);
    expect(useOutboxStore.getState().entries).toHaveLength(2);

    vi.spyOn(api, "post")
      .mockRejectedValueOnce(new HttpError(409, "A kezdő km kisebb az előző út záró állásánál."))
      .mockResolvedValueOnce({});
    expect(await flushOutbox()).toBe(1);
    const [left] = useOutboxStore.getState().entries;
    expect(left?.clientId).toBe("a");
    expect(left?.error).toContain("záró állásánál");
  });

  it("makes UUID v4 client ids", () => {
    expect(newClientId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
