import { TOKEN_REFRESH_WINDOW_SECONDS } from "../auth/auth-constants";
import { getTokenExpiry } from "../auth/jwt";

export type TokenRefresherDeps = {
  getToken: () => string;
  storeToken: (token: string) => void;
  /** Performs `GET /tokenRefresh` and returns the new access_token. */
  requestRefresh: () => Promise<string>;
  /** Current time in ms since the epoch. */
  now: () => number;
};

export type TokenRefresher = {
  /** Refreshes the token first when needed; concurrent callers share one refresh. Never rejects. */
  ensureFreshToken: () => Promise<void>;
};

/** SPEC §4: true when a non-empty token expires within 1 day (in seconds) or has already expired. */
export function needsRefresh(token: string, nowMs: number): boolean {
  if (token === "") return false;
  return getTokenExpiry(token) - nowMs / 1000 <= TOKEN_REFRESH_WINDOW_SECONDS;
}

/**
 * Builds the refresh-before-call step of SPEC §4. A failed refresh is swallowed here: the HTTP client
 * has already handled it (toast, 401 redirect) and the caller decides what to do with the old token.
 */
export function createTokenRefresher(deps: TokenRefresherDeps): TokenRefresher {
  let inFlight: Promise<void> | null = null;
  return {
    ensureFreshToken: () => {
      if (!needsRefresh(deps.getToken(), deps.now())) return Promise.resolve();
      inFlight ??= deps
        .requestRefresh()
        .then((token) => deps.storeToken(token))
        .catch(() => undefined)
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
