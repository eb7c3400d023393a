import { Agent, request } from "node:http";

/** One answer: status, headers and the whole body. */
export type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json: <T = unknown>() => T;
};

export type CallOptions = {
  /** Host header (the tenant): `demo.localhost` by default. */
  host?: string;
  /** Bearer token. */
  token?: string;
  /** A JSON body (sets content-type), or raw bytes with `headers`. */
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
  /**
   * The loopback address the connection comes from (127.0.0.0/8 is all local on Linux): nginx passes it
   * on as X-Forwarded-For, so each check gets a sign-in limit of its own.
   */
  from?: string;
};

/** One keep-alive agent per source address, as a browser keeps its connections. */
const agents = new Map<string, Agent>();

function agentFor(from: string): Agent {
  let agent = agents.get(from);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 16, localAddress: from });
    agents.set(from, agent);
  }
  return agent;
}

/**
 * Sends `method url` to `origin` (`http://127.0.0.1:<port>`; Node cannot resolve `*.localhost`, so the
 * tenant goes in the Host header) and answers once the body is read. Rejects only on a network error
 * (connection refused or reset), never on a status.
 */
export function call(origin: string, method: string, url: string, opts: CallOptions = {}): Promise<Answer> {
  const from = opts.from ?? "127.0.0.1";
  const body = opts.json === undefined ? opts.body : Buffer.from(JSON.stringify(opts.json));
  const headers: Record<string, string> = {
    host: opts.host ?? "demo.localhost",
    ...(opts.json === undefined ? {} : { "content-type": "application/json" }),
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    ...(body ? { "content-length": String(body.length) } : {}),
    ...opts.headers,
  };
  return new Promise((resolve, reject) => {
    const req = request(new URL(url, origin), { method, headers, agent: agentFor(from) }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const all = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: all,
          json: <T>() => JSON.parse(all.toString("utf8")) as T,
        });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Signs `username` in (password `demo1234` of the demo data) and answers the access token. */
export async function signIn(origin: string, username: string, from?: string): Promise<string> {
  const res = await call(origin, "POST", "/api/login2", {
    json: { username, password: "demo1234" },
    ...(from ? { from } : {}),
  });
  if (res.status !== 200) throw new Error(`login ${username} → ${res.status} ${res.body.toString()}`);
  return res.json<{ access_token: string }>().access_token;
}

/** Closes every kept connection (at the end of the suite). */
export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
