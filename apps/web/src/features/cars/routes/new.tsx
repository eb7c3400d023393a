import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useCreateCar } from "../api/cars-api";
import { CarForm, EMPTY_CAR } from "../components/car-form";
import { useCanManageFleet } from "../components/use-can-manage-fleet";
import "../i18n";

/** `/uj-auto` (SPEC route `new-cars`, fleetManager): the car form; then the new car's page. */
export function NewCarPage() {
  const { t } = useTranslation("cars");
  useBreadcrumb([
    { name: t("list.title"), url: "/autok" },
    { name: t("new.title"), url: "/uj-auto" },
  ]);
  const navigate = useNavigate();
  const canManage = useCanManageFleet();
  const create = useCreateCar();
  return (
    <>
      <h1 className="h3 mb-3">{t("new.title")}</h1>
      {canManage ? (
        <CarForm
          defaultValues={EMPTY_CAR}
          submitLabel={t("form.create")}
          onSubmit={(input) => create.mutateAsync(input)}
          onSaved={(car) => void navigate(`/autok/${car.id}`)}
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
