import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `add-external-resource` (/uj-eroforras): breadcrumb and heading; the screen's content is a later issue. */
export function NewExternalResourcePage() {
  const { t } = useTranslation("external-resources");
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/kulso-eroforrasok" },
        { name: t("new.title"), url: "/uj-eroforras" },
      ]}
    />
  );
}
