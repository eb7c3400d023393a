import type { AccessToken } from "@office/shared/auth/auth.contract";
import { authStore } from "../auth/auth-store";
import { showToast } from "../toast/toast-store";
import { createHttpClient } from "./http-client";
import { createTokenRefresher } from "./token-refresher";

/** Login route path, the target of every forced sign-out (SPEC §4). */
export const LOGIN_PATH = "/bejelentkezes";

let navigateTo: (path: string) => void = (path) => window.location.assign(path);

/** Lets the router take over the 401 redirect (client-side navigation instead of a page load). */
export function setHttpNavigator(navigate: (path: string) => void): void {
  navigateTo = navigate;
}

const refresher = createTokenRefresher({
  getToken: () => authStore.getState().token,
  storeToken: (token) => authStore.getState().replaceToken(token),
  requestRefresh: () => api.get<AccessToken>("/tokenRefresh").then((answer) => answer.access_token),
  now: () => Date.now(),
});

/** What every client of the app shares: the token, one refresher, the 401 sign-out, the toasts. */
export const httpDeps = {
  getToken: () => authStore.getState().token,
  handleUnauthorized: () => {
    authStore.getState().reset();
    navigateTo(LOGIN_PATH);
  },
  showToast,
  refresher,
  fetch: (input: RequestInfo | URL, init?: RequestInit) => window.fetch(input, init),
};

/** SPEC §7 main API, base path /api, JSON answers. */
export const api = createHttpClient<unknown>({ baseUrl: "/api", responseType: "json" }, httpDeps);
/** SPEC §7 main API answering files (blobs): document and file downloads, the import template. */
export const apiBlob = createHttpClient<Blob>({ baseUrl: "/api", responseType: "blob" }, httpDeps);
/** SPEC §7 report API, base path /report, file (blob) answers. */
export const reportApi = createHttpClient<Blob>({ baseUrl: "/report", responseType: "blob" }, httpDeps);
