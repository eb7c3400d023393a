import type { TokenRefresher } from "./token-refresher";
import { HttpError } from "./http-error";

/** SPEC §8: the danger toast text when the failed response has no body (sic, no accents). */
export const FALLBACK_ERROR_MESSAGE = "Valami hiba tortent";
/** SPEC §8: the success toast after a POST, PUT or DELETE. */
export const SUCCESS_MESSAGE = "Sikeres mentés";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
export type QueryParams = Record<string, string | number | boolean | undefined>;
/**
 * Options of one call. `successMessage`: what happened, shown under SPEC §8's 'Sikeres mentés' in the
 * success toast of a POST, PUT or DELETE ("A projekt létrejött.", issue 19 §1); a function gets the answer
 * (e.g. a delete that deactivated instead).
 */
export type RequestOptions<T = unknown> = {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  successMessage?: string | ((answer: T) => string);
};

export type HttpClientDeps = {
  getToken: () => string;
  /** SPEC §4: the 401 rule — clear the user and token, then go to /bejelentkezes. */
  handleUnauthorized: () => void;
  /** `detail`: the second line of the toast (what a successful write did). */
  showToast: (kind: "success" | "danger", message: string, detail?: string) => void;
  refresher: TokenRefresher;
  fetch: typeof fetch;
};

export type HttpClient<R> = {
  get: <T = R>(path: string, options?: Omit<RequestOptions, "successMessage">) => Promise<T>;
  post: <T = R>(path: string, body?: unknown, options?: RequestOptions<T>) => Promise<T>;
  put: <T = R>(path: string, body?: unknown, options?: RequestOptions<T>) => Promise<T>;
  delete: <T = R>(path: string, options?: RequestOptions<T>) => Promise<T>;
};

/** The URL of a call: base + path + query string (undefined values left out). */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ""}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

/** The toast text of a failed response: the JSON body's `message`, else the raw text, else the fallback. */
export function errorMessageFromBody(text: string): { message: string; fieldErrors: Record<string, string> } {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === "object" && parsed !== null && "message" in parsed) {
      const { message, fieldErrors } = parsed as { message: unknown; fieldErrors?: unknown };
      const fields =
        typeof fieldErrors === "object" && fieldErrors !== null
          ? (fieldErrors as Record<string, string>)
          : {};
      if (typeof message === "string" && message !== "") return { message, fieldErrors: fields };
    }
  } catch {
    // not JSON: the raw text is the message
  }
  return { message: text.trim() === "" ? FALLBACK_ERROR_MESSAGE : text, fieldErrors: {} };
}

/**
 * Creates one of the SPEC §7 API clients (`/api` answering JSON, `/report` answering blobs) with the
 * interceptors of SPEC §4/§8: credentials included, bearer token, refresh before each call (except the
 * refresh call), the 401 redirect, danger/success toasts (no danger toast for a forbidden JSON GET:
 * {@link isShownByPage}; the success toast carries `options.successMessage`). Network errors and aborts are rethrown
 * untouched; HTTP failures reject with {@link HttpError}. No timeout (SPEC §7: 0).
 */
/**
 * True when a failed call's danger toast is left out because the page shows the failure itself: a JSON
 * `GET` answered 403 is data the role may not read, which the page renders as the "Nincs jogosultságod"
 * panel (`QueryState`), so a plain employee meets no red toast on a page they may open (issue 19 §2).
 * Downloads (blob answers) still toast: nothing else would tell the user why no file came.
 */
export function isShownByPage(method: HttpMethod, status: number, responseType: "json" | "blob"): boolean {
  return method === "GET" && status === 403 && responseType === "json";
}

export function createHttpClient<R>(
  config: { baseUrl: string; responseType: "json" | "blob" },
  deps: HttpClientDeps,
): HttpClient<R> {
  async function request<T>(method: HttpMethod, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const url = buildUrl(config.baseUrl, path, options.query);
    const isLoginCall = url.includes("/login");
    // The drawer's notification calls (SPEC §2), not `/notificationSettings` (issue 23), which toasts.
    const isNotificationCall = /\/notification(\/|\?|$)/.test(url);

    if (!url.includes("/tokenRefresh")) {
      const tokenBefore = deps.getToken();
      await deps.refresher.ensureFreshToken();
      // The refresh ended the session (401 handled there): do not send a second, doomed call.
      if (tokenBefore !== "" && deps.getToken() === "") throw new HttpError(401, FALLBACK_ERROR_MESSAGE);
    }

    const headers = new Headers({ accept: config.responseType === "json" ? "application/json" : "*/*" });
    const token = deps.getToken();
    if (token !== "") headers.set("authorization", `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (isRawBody(options.body)) body = options.body;
      else {
        headers.set("content-type", "application/json");
        body = JSON.stringify(options.body);
      }
    }

    const init: RequestInit = { method, headers, credentials: "include" };
    if (body !== undefined) init.body = body;
    if (options.signal) init.signal = options.signal;
    const response = await deps.fetch(url, init);

    if (!response.ok) {
      const { message, fieldErrors } = errorMessageFromBody(await response.text().catch(() => ""));
      if (response.status === 401 && !isLoginCall && !isNotificationCall) deps.handleUnauthorized();
      if (!isLoginCall && !isShownByPage(method, response.status, config.responseType)) {
        deps.showToast("danger", message);
      }
      throw new HttpError(response.status, message, fieldErrors);
    }

    const result = (await readBody(response, config.responseType)) as T;
    if (method !== "GET" && !isLoginCall && !isNotificationCall) {
      const detail =
        typeof options.successMessage === "function"
          ? options.successMessage(result)
          : options.successMessage;
      if (detail) deps.showToast("success", SUCCESS_MESSAGE, detail);
      else deps.showToast("success", SUCCESS_MESSAGE);
    }
    return result;
  }

  return {
    get: (path, options) => request("GET", path, options),
    post: (path, body, options) => request("POST", path, { ...options, body }),
    put: (path, body, options) => request("PUT", path, { ...options, body }),
    delete: (path, options) => request("DELETE", path, options),
  };
}

async function readBody(response: Response, responseType: "json" | "blob"): Promise<unknown> {
  if (responseType === "blob") return response.blob();
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === "") return undefined;
  const contentType = response.headers.get("content-type") ?? "";
  return contentType.includes("json") ? JSON.parse(text) : text;
}
