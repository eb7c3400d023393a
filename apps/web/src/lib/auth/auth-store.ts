import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import type { AuthUser } from "@office/shared/auth/auth.contract";
import { DEFAULT_AUTH_USER, decodeJwtPayload, toAuthUser } from "./jwt";
import { writeSignedInHint } from "./signed-in-hint";

/** SPEC §4: localStorage keys of the user record and the token. */
export const AUTH_USER_STORAGE_KEY = "authUser";
export const TOKEN_STORAGE_KEY = "token";

export type AuthState = {
  authUser: AuthUser;
  token: string;
  /** Stores a fresh login token and the user decoded from it (profileUrl is rebuilt on start, SPEC §4). */
  signIn: (token: string) => void;
  /** Stores a refreshed token; the user record follows the new payload but keeps its profileUrl. */
  replaceToken: (token: string) => void;
  /** SPEC §4: setting a profile picture updates only profileUrl of the current user. */
  setProfileUrl: (profileUrl: string) => void;
  /** SPEC §4 logout / 401: the user record back to its defaults and an empty token. */
  reset: () => void;
};

function readStoredUser(): AuthUser {
  const raw = window.localStorage.getItem(AUTH_USER_STORAGE_KEY);
  if (!raw) return toAuthUser(null);
  try {
    const parsed: unknown = JSON.parse(raw);
    return toAuthUser(
      typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : null,
    );
  } catch {
    return toAuthUser(null);
  }
}

function readStoredToken(): string {
  return window.localStorage.getItem(TOKEN_STORAGE_KEY) ?? "";
}

function writeIfChanged(key: string, value: string): void {
  if (window.localStorage.getItem(key) !== value) window.localStorage.setItem(key, value);
}

/** The auth store (zustand vanilla, so the HTTP layer can use it outside React). */
export const authStore = createStore<AuthState>()((set) => ({
  authUser: readStoredUser(),
  token: readStoredToken(),
  signIn: (token) => set({ token, authUser: toAuthUser(decodeJwtPayload(token)) }),
  replaceToken: (token) =>
    set((state) => {
      const payload = decodeJwtPayload(token);
      if (!payload) return { token };
      const authUser = toAuthUser(payload);
      if (state.authUser.profileUrl !== undefined) authUser.profileUrl = state.authUser.profileUrl;
      return { token, authUser };
    }),
  setProfileUrl: (profileUrl) => set((state) => ({ authUser: { ...state.authUser, profileUrl } })),
  reset: () => set({ token: "", authUser: { ...DEFAULT_AUTH_USER, role: [] } }),
}));

authStore.subscribe((state, previous) => {
  writeIfChanged(TOKEN_STORAGE_KEY, state.token);
  writeIfChanged(AUTH_USER_STORAGE_KEY, JSON.stringify(state.authUser));
  if ((state.token === "") !== (previous.token === "")) writeSignedInHint(state.token);
});
// At every start, so that the hint outlives its cookie's age while the user keeps coming back.
writeSignedInHint(authStore.getState().token);

/**
 * SPEC §4: keeps the store in sync with other tabs. A `storage` event for either key (or a cleared
 * storage, key `null`) reloads both values from localStorage. Returns the unsubscribe function.
 */
export function startAuthSync(): () => void {
  const handleStorage = (event: StorageEvent): void => {
    if (event.key !== null && event.key !== AUTH_USER_STORAGE_KEY && event.key !== TOKEN_STORAGE_KEY) return;
    authStore.setState({ authUser: readStoredUser(), token: readStoredToken() });
  };
  window.addEventListener("storage", handleStorage);
  return () => window.removeEventListener("storage", handleStorage);
}

/** SPEC §4: authenticated means the token is non-empty. */
export function selectIsAuthenticated(state: AuthState): boolean {
  return state.token !== "";
}

/** React binding of the auth store. */
export function useAuthStore<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}
