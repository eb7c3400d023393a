import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon, type IconDef } from "../../../components/ui/icon";

/**
 * One card of the home page: a titled `<section>` (named by its heading) whose footer links to the
 * card's screen. `id` makes the heading's id (`home-<id>-title`) and the `data-testid` (`home-<id>`).
 *
 * `minContentHeight` (a CSS length) is the room the card's content keeps in every state (loading, error,
 * empty, loaded), so the one-line loading state is as tall as the usual loaded content and the cards
 * below do not jump down when the data arrives (cumulative layout shift); a longer list still grows.
 */
export function HomeCard({
  id,
  title,
  icon,
  link,
  minContentHeight,
  children,
}: {
  id: string;
  title: string;
  icon?: IconDef;
  link?: { to: string; label: string };
  minContentHeight?: string;
  children: ReactNode;
}) {
  const titleId = `home-${id}-title`;
  return (
    <section className="card h-100" aria-labelledby={titleId} data-testid={`home-${id}`}>
      <div className="card-body d-flex flex-column">
        <h2 id={titleId} className="h5 card-title mb-3">
          {icon && <Icon icon={icon} className="me-2 text-primary" />}
          {title}
        </h2>
        <div className="flex-grow-1" style={minContentHeight ? { minHeight: minContentHeight } : undefined}>
          {children}
        </div>
        {link && (
          <div className="mt-3">
            <Link to={link.to} className="btn btn-outline-primary btn-sm">
              {link.label}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
