import { useId, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Product } from "@office/shared/points/products.contract";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { useProducts, useRedeemProduct } from "../api/shop";
import { useIsShopKeeper } from "./use-is-shop-keeper";

/**
 * Why a product cannot be redeemed now, or null when it can: inactive, out of stock, or short of points
 * (`missing` = points still needed). Checked in this order (issue 19 §4: a disabled button says why).
 */
export function redeemBlocker(
  product: Pick<Product, "active" | "stock" | "pricePoints">,
  balance: number,
): { reason: "inactive" | "outOfStock" | "notEnough"; missing: number } | null {
  if (!product.active) return { reason: "inactive", missing: 0 };
  if (product.stock < 1) return { reason: "outOfStock", missing: 0 };
  if (balance < product.pricePoints) return { reason: "notEnough", missing: product.pricePoints - balance };
  return null;
}

/** "Beváltás", and while it is disabled the reason as visible text the button is described by. */
function RedeemButton({
  product,
  balance,
  onRedeem,
}: {
  product: Product;
  balance: number;
  onRedeem: () => void;
}) {
  const { t } = useTranslation("rewards");
  const reasonId = useId();
  const blocker = redeemBlocker(product, balance);
  return (
    <div className="mt-auto">
      <Button
        className="btn-sm"
        data-testid="product-redeem"
        disabled={blocker !== null}
        aria-describedby={blocker ? reasonId : undefined}
        onClick={onRedeem}
      >
        {t("shop.redeem")}
      </Button>
      {blocker && (
        <p id={reasonId} className="small text-body-secondary mb-0 mt-1" data-testid="product-redeem-reason">
          {t(`shop.blocked.${blocker.reason}`, { missing: blocker.missing.toLocaleString("hu-HU") })}
        </p>
      )}
    </div>
  );
}

/** The shop: product cards with price and stock; redeeming asks for confirmation first. */
export function ShopCard({ balance }: { balance: number }) {
  const { t } = useTranslation("rewards");
  const products = useProducts();
  const redeem = useRedeemProduct();
  const isKeeper = useIsShopKeeper();
  const [confirming, setConfirming] = useState<Product | null>(null);
  return (
    <section className="card mb-3" aria-labelledby="shop-heading">
      <div className="card-header d-flex align-items-center justify-content-between">
        <h2 className="h5 mb-0" id="shop-heading">
          {t("shop.title")}
        </h2>
        {isKeeper && (
          <Link className="btn btn-sm btn-primary" to="/uj-termek" data-testid="new-product-link">
            {t("shop.newProduct")}
          </Link>
        )}
      </div>
      <div className="card-body">
        <QueryState query={products} isEmpty={(p) => p.length === 0} empty={t("shop.empty")}>
          {(rows) => (
            <div className="row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-3">
              {rows.map((p) => (
                <div className="col" key={p.id}>
                  <article className="card h-100" data-testid="product-card">
                    {p.pictureUrl && (
                      <img
                        src={p.pictureUrl}
                        alt={t("product.pictureAlt", { name: p.name })}
                        className="card-img-top object-fit-cover"
                        style={{ height: "8rem" }}
                      />
                    )}
                    <div className="card-body d-flex flex-column">
                      <h3 className="h6 card-title">
                        {isKeeper ? <Link to={`/termekek/${p.id}`}>{p.name}</Link> : p.name}
                        {!p.active && (
                          <span className="badge text-bg-secondary ms-2">{t("shop.inactive")}</span>
                        )}
                      </h3>
                      {p.description && <p className="small text-body-secondary">{p.description}</p>}
                      <p className="mb-2">
                        <strong>{t("shop.price", { price: p.pricePoints })}</strong>
                        <span className="small text-body-secondary ms-2">
                          {p.stock > 0 ? t("shop.stock", { stock: p.stock }) : t("shop.outOfStock")}
                        </span>
                      </p>
                      <RedeemButton product={p} balance={balance} onRedeem={() => setConfirming(p)} />
                    </div>
                  </article>
                </div>
              ))}
            </div>
          )}
        </QueryState>
      </div>
      <Modal show={confirming !== null} onHide={() => setConfirming(null)} centered>
        <Modal.Header closeButton closeLabel={t("shop.cancel")}>
          <Modal.Title as="h2" className="h5">
            {t("shop.confirmTitle")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {confirming && t("shop.confirmBody", { name: confirming.name, price: confirming.pricePoints })}
        </Modal.Body>
        <Modal.Footer>
          <Button color="secondary" onClick={() => setConfirming(null)}>
            {t("shop.cancel")}
          </Button>
          <Button
            data-testid="redeem-confirm"
            disabled={redeem.isPending}
            onClick={() => {
              if (!confirming) return;
              redeem.mutate(confirming.id, { onSettled: () => setConfirming(null) });
            }}
          >
            {t("shop.confirm")}
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
