import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `cost-center` (/cost-center): breadcrumb and heading; the screen's content is a later issue. */
export function CostCentersPage() {
  const { t } = useTranslation("cost-centers");
  return <SimplePage breadcrumb={[{ name: t("list.title"), url: "/cost-center" }]} />;
}
