import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `employees` (/munkatarsak): breadcrumb and heading; the screen's content is a later issue. */
export function EmployeesPage() {
  const { t } = useTranslation("employees");
  return <SimplePage breadcrumb={[{ name: t("list.title"), url: "/munkatarsak" }]} />;
}
