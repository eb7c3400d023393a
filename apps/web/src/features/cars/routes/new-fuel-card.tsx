import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useSaveFuelCard } from "../api/people-api";
import { FuelCardForm } from "../components/fuel-card-form";
import { useCanManageFleet } from "../components/use-can-manage-fleet";
import "../i18n";

/** `/autok/uj-kartya` (SPEC route `cards`, fleetManager): a new fuel card; then its page. */
export function NewFuelCardPage() {
  const { t } = useTranslation("cars");
  useBreadcrumb([
    { name: t("list.title"), url: "/autok" },
    { name: t("newFuelCard.title"), url: "/autok/uj-kartya" },
  ]);
  const navigate = useNavigate();
  const canManage = useCanManageFleet();
  const save = useSaveFuelCard();
  return (
    <>
      <h1 className="h3 mb-3">{t("newFuelCard.title")}</h1>
      {canManage ? (
        <FuelCardForm
          defaultValues={{
            provider: "",
            cardNumber: "",
            monthlyLimitHuf: null,
            expiry: null,
            carId: null,
            driverId: null,
            status: "active",
          }}
          submitLabel={t("cards.create")}
          onSubmit={(input) => save.mutateAsync({ id: null, input })}
          onSaved={(card) => void navigate(`/autok/kartyak/${card.id}`)}
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
