import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./styles/bootstrap.scss";
import "./styles/app.css";
import "./styles/kit.css";
import "./styles/shell.css";
import "./styles/pages.css";
import "./lib/i18n/i18n";
import { startAuthSync } from "./lib/auth/auth-store";
import { applyColorScheme, followSystemScheme, useThemeStore } from "./lib/theme/theme-store";
import { App } from "./app/app";
import { preloadShell } from "./app/app-shell";
import { afterFirstPage } from "./app/first-page";
import { registerServiceWorker } from "./lib/pwa/register-service-worker";

applyColorScheme(useThemeStore.getState().scheme);
followSystemScheme();
startAuthSync();
afterFirstPage(registerServiceWorker);
preloadShell();

const container = document.getElementById("root");
if (container) {
  // Not a transition (startTransition around this render, tried for issue 19 §6): while a sliced first
  // render yielded, the router could finish its first load before RouterProvider subscribed to it, and
  // the page then stayed on its loading spinner for good (seen twice in CI).
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
