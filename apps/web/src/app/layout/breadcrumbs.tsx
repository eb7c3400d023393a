import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useBreadcrumbStore, type BreadcrumbItem } from "../../lib/breadcrumb/breadcrumb-store";
import { TEST_IDS } from "./test-ids";

type BreadcrumbsViewProps = { items: readonly BreadcrumbItem[]; label: string };

/** SPEC §2 breadcrumb: all entries but the last are links; the last is the active one (Bootstrap). */
export function BreadcrumbsView({ items, label }: BreadcrumbsViewProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} data-testid={TEST_IDS.breadcrumb}>
      <ol className="breadcrumb mb-2">
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={`${item.url}-${index}`} className="breadcrumb-item active" aria-current="page">
              {item.name}
            </li>
          ) : (
            <li key={`${item.url}-${index}`} className="breadcrumb-item">
              <Link to={item.url}>{item.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** The current page's breadcrumb, as set by the page with `useBreadcrumb`. */
export function Breadcrumbs() {
  const { t } = useTranslation("shell");
  const items = useBreadcrumbStore((s) => s.items);
  return <BreadcrumbsView items={items} label={t("breadcrumb")} />;
}
