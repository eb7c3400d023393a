import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useCreateAsset } from "../api/assets";
import { AssetForm, EMPTY_ASSET_VALUES } from "../components/asset-form";
import { useCanManageAssets } from "../components/use-can-manage-assets";
import "../i18n";

/**
 * `/uj-eszkoz` (SPEC route `new-assets`, assetManager): the asset form; `POST /api/asset`, then the new
 * asset's page. Others see "Nincs jogosultságod".
 */
export function NewAssetPage() {
  const { t } = useTranslation("assets");
  useBreadcrumb([
    { name: t("list.title"), url: "/eszkozok" },
    { name: t("new.title"), url: "/uj-eszkoz" },
  ]);
  const navigate = useNavigate();
  const canManage = useCanManageAssets();
  const create = useCreateAsset();
  return (
    <>
      <h1 className="h3 mb-3">{t("new.title")}</h1>
      {canManage ? (
        <AssetForm
          defaultValues={EMPTY_ASSET_VALUES}
          submitLabel={t("form.create")}
          onSubmit={(input) => create.mutateAsync(input)}
          onSaved={(asset) => void navigate(`/eszkozok/${asset.id}`)}
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
