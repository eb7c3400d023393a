import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isHttpError } from "../../lib/http/http-error";
import { NoPermission } from "./no-permission";

/** What {@link QueryState} reads of a TanStack Query result. */
interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  /** The failure (an `HttpError` from the HTTP layer); a 403 shows the "Nincs jogosultságod" panel. */
  error?: unknown;
}

/** The default loading state: a muted "Betöltés…" line announced as a status (also a lazy part's fallback). */
export function LoadingLine() {
  const { t } = useTranslation("common");
  return (
    <p className="text-body-secondary" role="status">
      {t("loading")}
    </p>
  );
}

/**
 * The loading, error and empty states of one query, in one place: while loading a `role="status"`
 * line ("Betöltés…"), on a 403 the "Nincs jogosultságod" panel ({@link NoPermission}: the role may not
 * read this data, and the HTTP layer raised no toast for it), on any other error a `role="alert"` line
 * ("Az adatok betöltése nem sikerült."), when
 * `isEmpty(data)` the `empty` content (if given), else `children(data)`.
 *
 * ```tsx
 * <QueryState query={partners} isEmpty={(d) => d.length === 0} empty={t("list.empty")}>
 *   {(rows) => <PartnerTable rows={rows} />}
 * </QueryState>
 * ```
 */
export function QueryState<T>({
  query,
  children,
  isEmpty,
  empty,
  loading,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Replaces the default loading line (e.g. a skeleton of the final layout, against layout shift). */
  loading?: ReactNode;
}) {
  const { t } = useTranslation("common");
  if (query.isPending) return loading ?? <LoadingLine />;
  if (query.isError && isHttpError(query.error, 403)) return <NoPermission />;
  if (query.isError || query.data === undefined) {
    return (
      <p className="text-danger" role="alert">
        {t("loadError")}
      </p>
    );
  }
  if (empty !== undefined && isEmpty?.(query.data)) {
    return typeof empty === "string" ? <p className="text-body-secondary">{empty}</p> : empty;
  }
  return children(query.data);
}
