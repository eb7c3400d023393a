import { describe, expect, it } from "vitest";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { fleetKeys } from "./fleet-keys";
import { refreshFleetAfterSend } from "./offline-save";

describe("refreshFleetAfterSend", () => {
  it("does not keep the answer of a fetch that started before the outbox was sent (query without data yet)", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queryKey = fleetKeys.fuel(7);
    let release: (value: string) => void = () => {};
    let calls = 0;
    const observer = new QueryObserver<string>(client, {
      queryKey,
      queryFn: () => {
        calls += 1;
        // The first fetch (started before the send) answers late with the list from before the send.
        return calls === 1 ? new Promise<string>((r) => (release = r)) : Promise.resolve("after send");
      },
    });
    const seen: (string | undefined)[] = [];
    const unsubscribe = observer.subscribe((r) => seen.push(r.data));
    expect(calls).toBe(1);

    const refreshed = refreshFleetAfterSend(client);
    release("before send");
    await refreshed;

    expect(calls).toBe(2);
    expect(client.getQueryData(queryKey)).toBe("after send");
    expect(seen).not.toContain("before send");
    unsubscribe();
    client.clear();
  });
});
