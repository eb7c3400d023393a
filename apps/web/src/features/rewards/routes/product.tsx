import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `product` (/termekek/:id): breadcrumb and heading; the screen's content is a later issue. */
export function ProductPage() {
  const { t } = useTranslation("rewards");
  const { id = "" } = useParams();
  return (
    <SimplePage
      breadcrumb={[
        { name: t("leaderboard.title"), url: "/pontok" },
        { name: t("product.title"), url: `/termekek/${id}` },
      ]}
    />
  );
}
