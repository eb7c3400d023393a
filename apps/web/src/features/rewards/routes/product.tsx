import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { FileField } from "../../../components/ui/file-field";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import {
  useDeleteProduct,
  useProduct,
  useRedemptions,
  useSaveProduct,
  useUploadProductPicture,
} from "../api/shop";
import { ProductForm } from "../components/product-form";
import { RedemptionsTable } from "../components/redemptions-table";
import { useIsShopKeeper } from "../components/use-is-shop-keeper";
import "../i18n";

/**
 * `/termekek/{id}` (SPEC route `product`): for hr/companyAdmin the product form, its picture and its
 * redemptions to fulfil or reject; everyone else sees the product read-only.
 */
export function ProductPage() {
  const { t } = useTranslation("rewards");
  const { id = "" } = useParams();
  const productId = /^\d+$/.test(id) ? Number(id) : 0;
  const product = useProduct(productId);
  useBreadcrumb([
    { name: t("leaderboard.title"), url: "/pontok" },
    { name: product.data?.name ?? t("product.title"), url: `/termekek/${id}` },
  ]);
  const isKeeper = useIsShopKeeper();
  const save = useSaveProduct(productId);
  const upload = useUploadProductPicture(productId);
  const remove = useDeleteProduct(productId);
  const navigate = useNavigate();
  const redemptions = useRedemptions({ productId });
  return (
    <>
      <h1 className="h3 mb-3">{product.data?.name ?? t("product.title")}</h1>
      <QueryState query={product}>
        {(p) => (
          <div className="row g-3">
            <div className="col-12 col-lg-7">
              {isKeeper ? (
                <ProductForm
                  key={p.id}
                  product={p}
                  submitLabel={t("product.submit")}
                  onSubmit={(input) => save.mutateAsync(input)}
                />
              ) : (
                <>
                  <p>{p.description}</p>
                  <p>{t("shop.price", { price: p.pricePoints })}</p>
                </>
              )}
            </div>
            <div className="col-12 col-lg-5">
              {p.pictureUrl ? (
                <img
                  src={p.pictureUrl}
                  alt={t("product.pictureAlt", { name: p.name })}
                  className="img-fluid rounded mb-3"
                  style={{ maxHeight: "14rem" }}
                />
              ) : (
                <p className="text-body-secondary">{t("product.noPicture")}</p>
              )}
              {isKeeper && (
                <>
                  <FormField label={t("product.picture")} hint={t("product.pictureHint")}>
                    {(props) => (
                      <FileField
                        {...props}
                        accept="image/png,image/jpeg,image/webp"
                        data-testid="product-picture"
                        onChange={(e) => {
                          const file = e.target.files?.[0];
                          if (file) upload.mutate(file);
                        }}
                      />
                    )}
                  </FormField>
                  <Button
                    color="secondary"
                    className="btn-sm"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(undefined, { onSuccess: () => void navigate("/pontok") })}
                  >
                    {t("product.delete")}
                  </Button>
                </>
              )}
            </div>
            {isKeeper && (
              <section className="col-12" aria-labelledby="redemptions-heading">
                <h2 className="h5" id="redemptions-heading">
                  {t("redemptions.title")}
                </h2>
                <QueryState
                  query={redemptions}
                  isEmpty={(r) => r.length === 0}
                  empty={t("redemptions.empty")}
                >
                  {(rows) => <RedemptionsTable rows={rows} mode="keeper" />}
                </QueryState>
              </section>
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}
