import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `new-cars` (/uj-auto): breadcrumb and heading; the screen's content is a later issue. */
export function NewCarPage() {
  const { t } = useTranslation("cars");
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/autok" },
        { name: t("new.title"), url: "/uj-auto" },
      ]}
    />
  );
}
