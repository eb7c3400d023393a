import { useTranslation } from "react-i18next";
import { selectIsLoading, useLoadingStore } from "../lib/loading/loading-store";
import { TEST_IDS } from "./layout/test-ids";

/** The full-screen spinner (SPEC §1). */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <div
      className="app-loading-overlay"
      data-testid={TEST_IDS.loadingSpinner}
      role="status"
      aria-live="polite"
    >
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t("loading")}</span>
    </div>
  );
}

/** Shows the full-screen spinner while the global loading flag is set. */
export function LoadingOverlay() {
  const isLoading = useLoadingStore(selectIsLoading);
  return isLoading ? <FullScreenSpinner /> : null;
}
