import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `partners` (/partnerek): breadcrumb and heading; the screen's content is a later issue. */
export function PartnersPage() {
  const { t } = useTranslation("partners");
  return <SimplePage breadcrumb={[{ name: t("list.title"), url: "/partnerek" }]} />;
}
