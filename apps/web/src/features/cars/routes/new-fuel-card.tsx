import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `cards` (/autok/uj-kartya): breadcrumb and heading; the screen's content is a later issue. */
export function NewFuelCardPage() {
  const { t } = useTranslation("cars");
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/autok" },
        { name: t("newFuelCard.title"), url: "/autok/uj-kartya" },
      ]}
    />
  );
}
