import { useTranslation } from "react-i18next";
import type { HomeExpiry } from "@office/shared/reminders/reminders.contract";

/** „ma jár le”, „5 nap múlva”, „3 napja lejárt”. */
export function WhenText({ item }: { item: HomeExpiry }) {
  const { t } = useTranslation("home");
  if (item.daysLeft === 0) return <>{t("expiries.today")}</>;
  return item.daysLeft > 0 ? (
    <>{t("expiries.inDays", { count: item.daysLeft })}</>
  ) : (
    <>{t("expiries.daysAgo", { count: -item.daysLeft })}</>
  );
}

/** Expired in red, due within 7 days in amber (the home card's colours). */
export const urgencyClass = (daysLeft: number) =>
  daysLeft < 0
    ? "text-danger-emphasis fw-semibold"
    : daysLeft <= 7
      ? "text-warning-emphasis fw-semibold"
      : undefined;
