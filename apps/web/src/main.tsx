import { startTransition, StrictMode } from "react";
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
  const root = createRoot(container);
  // The first render is a transition, which React renders in slices of a few milliseconds between which
  // the browser stays responsive; a plain render is one blocking task for the whole shell (90 ms here,
  // 0.36 s on Lighthouse's 4x slower phone CPU; issue 19 §6).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
