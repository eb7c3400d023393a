import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `new-project` (/uj-projekt): breadcrumb and heading; the screen's content is a later issue. */
export function NewProjectPage() {
  const { t } = useTranslation("projects");
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/projektek" },
        { name: t("new.title"), url: "/uj-projekt" },
      ]}
    />
  );
}
