import type { AccessToken, LoginInput } from "@office/shared/auth/auth.contract";
import { api } from "../../../lib/http/api";
import { authStore } from "../../../lib/auth/auth-store";

/**
 * `POST /api/login2` (SPEC §7): stores the token and the user decoded from it (SPEC §4). Rejects with
 * `HttpError` (401 bad credentials, 429 rate limited) carrying the server's Hungarian message; no toast
 * is shown for /login calls (SPEC §8).
 */
export async function login(input: LoginInput): Promise<void> {
  const { access_token } = await api.post<AccessToken>("/login2", input);
  authStore.getState().signIn(access_token);
}
