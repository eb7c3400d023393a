import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `cars` (/autok): breadcrumb and heading; the screen's content is a later issue. */
export function CarsPage() {
  const { t } = useTranslation("cars");
  return <SimplePage breadcrumb={[{ name: t("list.title"), url: "/autok" }]} />;
}
