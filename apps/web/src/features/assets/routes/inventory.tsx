import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `inventory` (/leltar): breadcrumb and heading; the screen's content is a later issue. */
export function InventoryPage() {
  const { t } = useTranslation("assets");
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/eszkozok" },
        { name: t("inventory.title"), url: "/leltar" },
      ]}
    />
  );
}
