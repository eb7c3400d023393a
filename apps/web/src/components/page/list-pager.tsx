import { useTranslation } from "react-i18next";

/** Rows per page of a paged list (issue 19 §3: the asset register had all 233 rows on one page). */
export const LIST_PAGE_SIZE = 50;

/** The number of pages of `total` rows, at least 1. */
export function pageCountOf(total: number, pageSize = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number from the URL (`?oldal=`, 1-based) clamped to 1…`pageCount`; anything else is page 1. */
export function parsePage(raw: string | null, pageCount: number): number {
  const page = Number(raw);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, pageCount);
}

/**
 * The page numbers to offer: the first, the last and two either side of the current one; null = a gap of
 * two or more pages (a gap of one shows that page).
 */
export function pageLinks(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const numbers = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  numbers.forEach((n, i) => {
    const previous = numbers[i - 1];
    // A gap of one page shows that page; a longer one an ellipsis.
    if (previous !== undefined && n - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) out.push(null);
    out.push(n);
  });
  return out;
}

/**
 * Bootstrap pagination under a list: "1–50. / 233", previous, page numbers, next. `page` is 1-based;
 * `onPage` gets the page to show. Renders nothing when everything fits on one page.
 */
export function ListPager({
  page,
  total,
  pageSize = LIST_PAGE_SIZE,
  onPage,
}: {
  page: number;
  total: number;
  pageSize?: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation("common");
  const pageCount = pageCountOf(total, pageSize);
  if (pageCount <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const item = (target: number, label: string, opts: { isActive?: boolean; ariaLabel?: string } = {}) => {
    const isDisabled = target < 1 || target > pageCount;
    return (
      <li
        key={`${label}-${target}`}
        className={`page-item${opts.isActive ? " active" : ""}${isDisabled ? " disabled" : ""}`}
      >
        <button
          type="button"
          className="page-link text-center"
          // At least 2rem wide: "‹" and "›" alone made a 20 px target (WCAG 2.5.8 asks for 24 px).
          style={{ minWidth: "2rem" }}
          disabled={isDisabled}
          aria-label={opts.ariaLabel}
          aria-current={opts.isActive ? "page" : undefined}
          onClick={() => onPage(target)}
        >
          {label}
        </button>
      </li>
    );
  };
  return (
    <nav
      className="d-flex flex-wrap align-items-center gap-2 mt-2"
      aria-label={t("pager.label")}
      data-testid="list-pager"
    >
      <span className="small text-body-secondary me-auto" data-testid="list-pager-range">
        {t("pager.range", { first, last, total })}
      </span>
      <ul className="pagination pagination-sm mb-0">
        {item(page - 1, "‹", { ariaLabel: t("pager.previous") })}
        {pageLinks(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            item(n, String(n), { isActive: n === page, ariaLabel: t("pager.page", { page: n }) })
          ),
        )}
        {item(page + 1, "›", { ariaLabel: t("pager.next") })}
      </ul>
    </nav>
  );
}
