import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `add-partner` (/uj-partner): breadcrumb and heading; the screen's content is a later issue. */
export function NewPartnerPage() {
  const { t } = useTranslation("partners");
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/partnerek" },
        { name: t("new.title"), url: "/uj-partner" },
      ]}
    />
  );
}
