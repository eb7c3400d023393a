import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `new-applicants` (/uj-jelentkezo): breadcrumb and heading; the screen's content is a later issue. */
export function NewApplicantPage() {
  const { t } = useTranslation("applicants");
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/jelentkezok" },
        { name: t("new.title"), url: "/uj-jelentkezo" },
      ]}
    />
  );
}
