import { useTranslation } from "react-i18next";
import "../i18n";

/**
 * "A 2027. év áthelyezett munkanapjai még nincsenek betöltve: a napok száma előzetes." — a request (or
 * the form's preview) counted without the year's swapped working days; the server recounts it when the
 * decree is loaded (issue 22 §4).
 */
export function ProvisionalNote({ year, className = "" }: { year: number; className?: string }) {
  const { t } = useTranslation("leave");
  return <span className={`small ${className}`}>{t("form.provisional", { year })}</span>;
}
