import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `asset` (/eszkozok/:id): breadcrumb and heading; the screen's content is a later issue. */
export function AssetPage() {
  const { t } = useTranslation("assets");
  const { id = "" } = useParams();
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/eszkozok" },
        { name: t("detail.title"), url: `/eszkozok/${id}` },
      ]}
    />
  );
}
