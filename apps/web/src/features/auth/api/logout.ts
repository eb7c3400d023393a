import { authStore } from "../../../lib/auth/auth-store";
import { queryClient } from "../../../lib/query/query-client";

/**
 * SPEC §4 logout: ends the server session with a fire-and-forget `POST /api/logout` (plain fetch with
 * keepalive, so no 'Sikeres mentés' toast and no waiting), resets the user record and the token, and
 * drops cached server data. The caller then goes to /bejelentkezes.
 */
export function logout(): void {
  const { token, reset } = authStore.getState();
  if (token !== "") {
    void fetch("/api/logout", {
      method: "POST",
      keepalive: true,
      credentials: "include",
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => undefined);
  }
  reset();
  queryClient.clear();
}
