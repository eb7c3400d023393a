import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `new-employee` (/uj-munkatars): breadcrumb and heading; the screen's content is a later issue. */
export function NewEmployeePage() {
  const { t } = useTranslation("employees");
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/munkatarsak" },
        { name: t("new.title"), url: "/uj-munkatars" },
      ]}
    />
  );
}
