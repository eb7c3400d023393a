/**
 * SPEC §4/§9: refresh the token before a call when it expires within 1 day (seconds).
 * Same value as `TOKEN_REFRESH_WINDOW_SECONDS` of the shared auth contract (a test keeps them equal); kept
 * here because importing the contract module would pull the whole of zod into the first-visit bundle.
 */
export const TOKEN_REFRESH_WINDOW_SECONDS = 24 * 60 * 60;
