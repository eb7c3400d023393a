import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useSaveProduct } from "../api/shop";
import { ProductForm } from "../components/product-form";
import { useIsShopKeeper } from "../components/use-is-shop-keeper";
import "../i18n";

/** `/uj-termek` (SPEC route `add-product`, hr/companyAdmin): the product form, then the product's page. */
export function NewProductPage() {
  const { t } = useTranslation("rewards");
  useBreadcrumb([
    { name: t("leaderboard.title"), url: "/pontok" },
    { name: t("newProduct.title"), url: "/uj-termek" },
  ]);
  const navigate = useNavigate();
  const save = useSaveProduct(undefined);
  const canWrite = useIsShopKeeper();
  return (
    <>
      <h1 className="h3 mb-3">{t("newProduct.title")}</h1>
      {canWrite ? (
        <ProductForm
          submitLabel={t("newProduct.submit")}
          onSubmit={(input) => save.mutateAsync(input)}
          onSaved={(p) => void navigate(`/termekek/${p.id}`)}
        />
      ) : (
        <div className="alert alert-warning" role="alert">
          <h2 className="h5 alert-heading">{t("common:noPermission.title")}</h2>
          <p className="mb-0">{t("common:noPermission.description")}</p>
        </div>
      )}
    </>
  );
}
