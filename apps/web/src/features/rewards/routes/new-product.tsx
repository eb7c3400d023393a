import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `add-product` (/uj-termek): breadcrumb and heading; the screen's content is a later issue. */
export function NewProductPage() {
  const { t } = useTranslation("rewards");
  return (
    <SimplePage
      breadcrumb={[
        { name: t("leaderboard.title"), url: "/pontok" },
        { name: t("newProduct.title"), url: "/uj-termek" },
      ]}
    />
  );
}
