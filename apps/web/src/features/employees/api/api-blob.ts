import type { AccessToken } from "@office/shared/auth/auth.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { LOGIN_PATH, api } from "../../../lib/http/api";
import { createHttpClient } from "../../../lib/http/http-client";
import { createTokenRefresher } from "../../../lib/http/token-refresher";
import { showToast } from "../../../lib/toast/toast-store";

/**
 * The SPEC §7 main API (`/api`) answering files (blobs): document and file downloads. Same interceptors as
 * the shared clients (bearer token, refresh before the call, 401 → sign out and go to login, danger and
 * success toasts); the JSON client cannot carry binary answers.
 */
export const apiBlob = createHttpClient<Blob>(
  { baseUrl: "/api", responseType: "blob" },
  {
    getToken: () => authStore.getState().token,
    handleUnauthorized: () => {
      authStore.getState().reset();
      window.location.assign(LOGIN_PATH);
    },
    showToast,
    refresher: createTokenRefresher({
      getToken: () => authStore.getState().token,
      storeToken: (token) => authStore.getState().replaceToken(token),
      requestRefresh: () => api.get<AccessToken>("/tokenRefresh").then((answer) => answer.access_token),
      now: () => Date.now(),
    }),
    fetch: (input, init) => window.fetch(input, init),
  },
);
