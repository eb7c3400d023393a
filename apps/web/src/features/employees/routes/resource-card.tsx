import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `resource-card` (/resource-card): breadcrumb and heading; the screen's content is a later issue. */
export function ResourceCardPage() {
  const { t } = useTranslation("employees");
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/munkatarsak" },
        { name: t("resourceCard.title"), url: "/resource-card" },
      ]}
    />
  );
}
