import { useBreadcrumb, type BreadcrumbItem } from "../../lib/breadcrumb/breadcrumb-store";

type SimplePageProps = {
  /** The page's breadcrumb; its last entry is the page's heading. */
  breadcrumb: BreadcrumbItem[];
};

/**
 * A screen whose content belongs to a later issue: it sets its breadcrumb (and so the page title) and shows
 * its heading, nothing else.
 */
export function SimplePage({ breadcrumb }: SimplePageProps) {
  useBreadcrumb(breadcrumb);
  return <h1 className="h3 mb-3">{breadcrumb.at(-1)?.name}</h1>;
}
