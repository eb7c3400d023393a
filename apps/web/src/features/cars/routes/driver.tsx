import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `driver` (/autok/soforok/:id): breadcrumb and heading; the screen's content is a later issue. */
export function DriverPage() {
  const { t } = useTranslation("cars");
  const { id = "" } = useParams();
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/autok" },
        { name: t("driver.title"), url: `/autok/soforok/${id}` },
      ]}
    />
  );
}
