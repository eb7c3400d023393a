import { useEffect } from "react";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { FuelFillSaved, FuelInput } from "@office/shared/fleet/fuel.contract";
import type { Trip, TripInput } from "@office/shared/fleet/trips.contract";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { api } from "../../../lib/http/api";
import { fleetKeys } from "./fleet-keys";
import {
  enqueue,
  flushOutbox,
  isOfflineError,
  loadOutbox,
  newClientId,
  useOutboxStore,
  type OutboxEntry,
} from "./fleet-outbox";

/**
 * A new trip or fuel fill that survives a lost connection (issue 19 §5): it is sent with a fresh
 * `clientId`; when the phone has no signal (offline, or the request fails without an answer) it goes to
 * the outbox (`fleet-outbox.ts`) instead and the caller gets `{ queued: true }`. Edits (`id` given) are sent
 * as before and need the connection.
 */
export function useSaveTripOffline(carId: number) {
  const client = useQueryClient();
  return useMutation({
    // React Query would hold a mutation while the browser is offline; this one decides itself (outbox).
    networkMode: "always",
    mutationFn: async ({
      id,
      input,
    }: {
      id: number | null;
      input: TripInput;
    }): Promise<{ trip: Trip; queued: false } | { queued: true; input: TripInput }> => {
      if (id !== null)
        return { trip: await api.put<Trip>(`/car/${carId}/distance/${id}`, input), queued: false };
      const clientId = newClientId();
      if (!navigator.onLine) {
        await enqueue({ kind: "trip", carId, clientId, input });
        return { queued: true, input };
      }
      try {
        return {
          trip: await api.post<Trip>(`/car/${carId}/distance`, { ...input, clientId }),
          queued: false,
        };
      } catch (error) {
        if (!isOfflineError(error)) throw error;
        await enqueue({ kind: "trip", carId, clientId, input });
        return { queued: true, input };
      }
    },
    onSuccess: (result) => {
      if (!result.queued) void client.invalidateQueries({ queryKey: fleetKeys.all });
    },
  });
}

/** As `useSaveTripOffline`, for `POST /api/car/{id}/fuel`; a queued fill answers `{ queued: true }`. */
export function useCreateFuelOffline(carId: number) {
  const client = useQueryClient();
  return useMutation({
    // React Query would hold a mutation while the browser is offline; this one decides itself (outbox).
    networkMode: "always",
    mutationFn: async (
      input: FuelInput,
    ): Promise<{ fill: FuelFillSaved; queued: false } | { queued: true }> => {
      const clientId = newClientId();
      if (!navigator.onLine) {
        await enqueue({ kind: "fuel", carId, clientId, input });
        return { queued: true };
      }
      try {
        return {
          fill: await api.post<FuelFillSaved>(`/car/${carId}/fuel`, { ...input, clientId }),
          queued: false,
        };
      } catch (error) {
        if (!isOfflineError(error)) throw error;
        await enqueue({ kind: "fuel", carId, clientId, input });
        return { queued: true };
      }
    },
    onSuccess: (result) => {
      if (!result.queued) void client.invalidateQueries({ queryKey: fleetKeys.all });
    },
  });
}

/** A queued trip shaped as a saved one (id 0, no names), for callers that go on from the saved trip. */
export function tripFromInput(carId: number, input: TripInput): Trip {
  return {
    ...input,
    id: 0,
    carId,
    driverName: "",
    partnerName: null,
    projectName: null,
    distanceKm: input.endKm - input.startKm,
    gapKm: 0,
    gapReason: input.gapReason ?? null,
    locked: false,
  };
}

/** The waiting entries of one car and kind, oldest first. */
export function usePendingEntries(carId: number, kind: OutboxEntry["kind"]): OutboxEntry[] {
  const entries = useOutboxStore((s) => s.entries);
  return entries.filter((e) => e.carId === carId && e.kind === kind);
}

/**
 * Mounted once in the signed-in layout: loads the user's outbox, sends it at start and whenever the
 * browser comes back `online`, then refreshes the fleet queries.
 */
export function useOutboxReplay(): void {
  const client = useQueryClient();
  const username = useAuthStore((s) => s.authUser.username);
  useEffect(() => {
    if (!username) return;
    let isActive = true;
    const replay = (): void => {
      flushOutbox().then(
        (sent) => {
          if (isActive && sent > 0) void refreshFleetAfterSend(client);
        },
        () => undefined, // storage unavailable (private mode): nothing was kept, nothing to send
      );
    };
    loadOutbox().then(
      (entries) => {
        if (isActive && entries.length > 0 && navigator.onLine) replay();
      },
      () => undefined,
    );
    window.addEventListener("online", replay);
    return () => {
      isActive = false;
      window.removeEventListener("online", replay);
    };
  }, [client, username]);
}

/**
 * Refreshes every fleet query after the outbox sent entries. A fetch already in flight is cancelled first:
 * a query first opened without signal (the Tankolások tab, no data yet) resumes its paused fetch on the
 * same `online` event that sends the outbox, possibly before the entries arrive, and TanStack Query's
 * invalidation joins a running fetch of a query without data instead of starting a new one — the table
 * would keep the answer from before the send.
 */
export async function refreshFleetAfterSend(client: QueryClient): Promise<void> {
  await client.cancelQueries({ queryKey: fleetKeys.all });
  await client.invalidateQueries({ queryKey: fleetKeys.all });
}
