import { useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Product } from "@office/shared/points/products.contract";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { useProducts, useRedeemProduct } from "../api/shop";
import { useIsShopKeeper } from "./use-is-shop-keeper";

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
                      <div className="mt-auto">
                        <Button
                          className="btn-sm"
                          data-testid="product-redeem"
                          disabled={!p.active || p.stock < 1 || balance < p.pricePoints}
                          tooltip={balance < p.pricePoints ? t("shop.notEnough") : undefined}
                          onClick={() => setConfirming(p)}
                        >
                          {t("shop.redeem")}
                        </Button>
                      </div>
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
