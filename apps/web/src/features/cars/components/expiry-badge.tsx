import { useTranslation } from "react-i18next";
import type { NextExpiry } from "@office/shared/fleet/cars.contract";
import { formatDateHu } from "@office/shared/hu/format";
import "../i18n";

/** Bootstrap colour of an expiry `daysLeft` days away: red when due or past, amber within 30 days, else green. */
export const expiryColor = (daysLeft: number) =>
  daysLeft <= 7 ? "danger" : daysLeft <= 30 ? "warning" : "success";

/** "12 nap múlva" / "ma jár le" / "3 napja lejárt". */
export function useExpiryText() {
  const { t } = useTranslation("cars");
  return (daysLeft: number) =>
    daysLeft < 0
      ? t("expiry.overdue", { days: -daysLeft })
      : daysLeft === 0
        ? t("expiry.today")
        : t("expiry.inDays", { days: daysLeft });
}

/** The nearest expiry of a car as a coloured badge (kind, date, days left); "–" without one. */
export function ExpiryBadge({ expiry }: { expiry: NextExpiry | null }) {
  const { t } = useTranslation("cars");
  const text = useExpiryText();
  if (!expiry) return <span className="text-body-secondary">–</span>;
  const color = expiryColor(expiry.daysLeft);
  return (
    <span className={`badge text-bg-${color}`} data-testid="car-next-expiry">
      {t(`kind.${expiry.kind}`)}: {formatDateHu(expiry.date)} ({text(expiry.daysLeft)})
    </span>
  );
}
