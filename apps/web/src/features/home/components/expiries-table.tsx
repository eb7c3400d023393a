import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateHu } from "@office/shared/hu/format";
import type { HomeExpiry } from "@office/shared/reminders/reminders.contract";
import { ResponsiveTable } from "../../../components/page/responsive-table";
import { urgencyClass, WhenText } from "./expiry-when";

/**
 * The rows of `/lejaratok`: due date (Hungarian, with „N nap múlva”), what expires (a link to its page),
 * its kind and whose it is; in the order given (soonest first). Cards below 768 px.
 */
export function ExpiriesTable({ items }: { items: HomeExpiry[] }) {
  const { t } = useTranslation("home");
  return (
    <ResponsiveTable>
      <table className="table table-sm align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">{t("expiriesPage.columns.dueDate")}</th>
            <th scope="col">{t("expiriesPage.columns.title")}</th>
            <th scope="col">{t("expiriesPage.columns.kind")}</th>
            <th scope="col">{t("expiriesPage.columns.subject")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.kind}:${item.path}:${item.title}:${item.dueDate}`} data-testid="expiry-row">
              <td className="text-nowrap">
                <span className={urgencyClass(item.daysLeft)}>{formatDateHu(item.dueDate)}</span>
                <div className="small text-body-secondary">
                  <WhenText item={item} />
                </div>
              </td>
              <td>
                <Link to={item.path} className="fw-semibold text-break">
                  {item.title}
                </Link>
              </td>
              <td>{t(`expiries.kinds.${item.kind}`)}</td>
              <td className="text-break">{item.subject}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ResponsiveTable>
  );
}
