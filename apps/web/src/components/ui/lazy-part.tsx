import { Suspense, type ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";

/** What a part shows when its code could not be loaded (a new release replaced it, or no signal). */
function LazyPartFailed() {
  return (
    <div className="alert alert-warning small mb-0" role="alert">
      Ez a rész nem tölthető be.{" "}
      <button
        type="button"
        className="btn btn-link btn-sm p-0 align-baseline"
        onClick={() => location.reload()}
      >
        Az oldal újratöltése
      </button>
    </div>
  );
}

/**
 * A part of a page whose code loads on its first showing (React `lazy`: a calendar, a tab): `fallback`
 * while it downloads, and when the download fails a Hungarian message with a reload button in its place,
 * instead of the whole page's error screen (react-error-boundary). A failed module import stays failed
 * until the page is loaded again, so the message offers that rather than a retry.
 */
export function LazyPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={<LazyPartFailed />}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
