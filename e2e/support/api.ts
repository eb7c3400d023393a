import { request as httpRequest } from "node:http";
import { DEMO_PASSWORD, MAIN_PORT, type DemoUser } from "./env.ts";

/** Where a call goes: a tenant on one of the e2e servers. */
export type Target = { tenant?: string; port?: number };

export type ApiResponse<T> = { status: number; body: T };

/**
 * Calls the server from Node. Node does not resolve `*.localhost`, so the request goes to 127.0.0.1 with
 * the tenant's `Host` header (DESIGN §3: the tenant is the first host label).
 */
export function callApi<T = unknown>(
  method: string,
  path: string,
  opts: Target & { token?: string; body?: unknown } = {},
): Promise<ApiResponse<T>> {
  const port = opts.port ?? MAIN_PORT;
  const tenant = opts.tenant ?? "demo";
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string> = { host: `${tenant}.localhost:${port}`, accept: "application/json" };
  if (payload !== undefined) {
    headers["content-type"] = "application/json";
    headers["content-length"] = String(Buffer.byteLength(payload));
  }
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: res.statusCode ?? 0, body: body as T });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** `POST /api/login2` as a demo user; returns the access token or throws with the server's answer. */
export async function loginToken(
  username: DemoUser | string,
  opts: Target & { password?: string } = {},
): Promise<string> {
  const res = await callApi<{ access_token?: string; message?: string }>("POST", "/api/login2", {
    ...opts,
    body: { username, password: opts.password ?? DEMO_PASSWORD },
  });
  if (res.status !== 200 || !res.body.access_token) {
    throw new Error(`login as ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.access_token;
}

/** The decoded payload of a JWT (no signature check). */
export function decodeJwt<T = Record<string, unknown>>(token: string): T {
  const part = token.split(".")[1];
  if (!part) throw new Error("not a JWT");
  return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as T;
}
