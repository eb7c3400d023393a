import type { Answer } from "./http.ts";

/** One request of a load run: what was asked, what came back (status 0 and `error`: no answer at all). */
export type LoadRecord = { worker: number; label: string; status: number; error?: string; atMs: number };

/**
 * Runs `workers` loops side by side for `durationMs`; each loop calls `step(send, worker, i)` again and
 * again (i = 0, 1, …) and each request the step makes through `send(label, request)` is recorded (`send`
 * answers null when the request got no answer). `during(elapsedMs)` is called every 100 ms meanwhile, to
 * act at a moment of the run. Answers every record, in the order the requests ended.
 */
export async function runLoad(
  durationMs: number,
  workers: number,
  step: (
    send: (label: string, request: () => Promise<Answer>) => Promise<Answer | null>,
    worker: number,
    i: number,
  ) => Promise<void>,
  during: (elapsedMs: number) => void = () => {},
): Promise<LoadRecord[]> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const records: LoadRecord[] = [];
  const ticker = setInterval(() => during(elapsed()), 100);
  const loop = async (worker: number) => {
    const send = async (label: string, request: () => Promise<Answer>) => {
      try {
        const answer = await request();
        records.push({ worker, label, status: answer.status, atMs: elapsed() });
        return answer;
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        records.push({ worker, label, status: 0, error, atMs: elapsed() });
        return null;
      }
    };
    for (let i = 0; elapsed() < durationMs; i++) await step(send, worker, i);
  };
  try {
    await Promise.all(Array.from({ length: workers }, (_, w) => loop(w)));
  } finally {
    clearInterval(ticker);
  }
  return records;
}
