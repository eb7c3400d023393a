import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { formatDateHu, formatHuf } from "@office/shared/hu/format";
import { NoPermission } from "../../../components/page/no-permission";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { isHttpError } from "../../../lib/http/http-error";
import { useDeleteFuelCard, useFuelCard, useSaveFuelCard } from "../api/people-api";
import { FuelCardForm } from "../components/fuel-card-form";
import { useCanManageFleet } from "../components/use-can-manage-fleet";
import "../i18n";

/** `/autok/kartyak/{id}` (SPEC route `card`): the fuel card (masked number), this month's spend; the form for fleetManager. */
export function FuelCardPage() {
  const { t } = useTranslation("cars");
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0 ? id : 0;
  const card = useFuelCard(validId);
  const save = useSaveFuelCard();
  const remove = useDeleteFuelCard();
  const canManage = useCanManageFleet();
  const navigate = useNavigate();
  useBreadcrumb([
    { name: t("list.title"), url: "/autok" },
    {
      name: card.data ? `${card.data.provider} ${card.data.cardNumber}` : t("fuelCard.title"),
      url: `/autok/kartyak/${validId}`,
    },
  ]);
  if (isHttpError(card.error, 403)) return <NoPermission heading={t("fuelCard.title")} />;
  if (validId === 0 || isHttpError(card.error, 404)) {
    return (
      <>
        <h1 className="h3 mb-3">{t("fuelCard.title")}</h1>
        <div className="alert alert-warning" role="alert">
          {t("cards.notFound")}
        </div>
      </>
    );
  }
  return (
    <QueryState query={card}>
      {(data) => (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <div className="me-auto">
              <h1 className="h3 mb-0" data-testid="fuel-card-title">
                {data.provider} <span className="font-monospace">{data.cardNumber}</span>
              </h1>
              <div className="text-body-secondary small">
                {t(`cards.statuses.${data.status}`)} · {t("cards.spent")}: {formatHuf(data.spentThisMonthHuf)}
                {data.monthlyLimitHuf !== null ? ` / ${formatHuf(data.monthlyLimitHuf)}` : ""}
                {data.expiry ? ` · ${t("cards.expiry")}: ${formatDateHu(data.expiry)}` : ""}
              </div>
            </div>
            {canManage && (
              <Button
                color="gray"
                onClick={() => {
                  if (window.confirm(t("cards.deleteConfirm")))
                    remove.mutate(data.id, { onSuccess: () => void navigate("/autok?tab=cards") });
                }}
              >
                {t("cards.delete")}
              </Button>
            )}
          </div>
          {canManage && (
            <FuelCardForm
              key={data.id}
              defaultValues={{
                provider: data.provider,
                cardNumber: data.cardNumber,
                monthlyLimitHuf: data.monthlyLimitHuf,
                expiry: data.expiry,
                carId: data.carId,
                driverId: data.driverId,
                status: data.status,
              }}
              submitLabel={t("cards.save")}
              onSubmit={(input) => save.mutateAsync({ id: data.id, input })}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
