import { createServer } from "node:net";

/**
 * A TCP port on 127.0.0.1 that was free a moment ago and has no listener now: for a listener a test starts
 * on it, or for a "service down" address that refuses connections. (Another process may take it in
 * between; on a test machine that has not happened.)
 */
export async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}
