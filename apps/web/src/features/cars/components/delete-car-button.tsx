import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { biTrash } from "../../../components/ui/icons";
import { ConfirmModal } from "../../employees/components/confirm-modal";
import { useDeleteCar } from "../api/cars-api";
import "../i18n";

/**
 * fleetManager: delete a car after a confirmation; one with a trip log is deactivated instead (the server
 * decides, and the success toast says which). Either way the page is left for `/autok`. Errors (409) are toasted by the HTTP layer.
 */
export function DeleteCarButton({ carId, plate }: { carId: number; plate: string }) {
  const { t } = useTranslation("cars");
  const navigate = useNavigate();
  const remove = useDeleteCar(carId);
  const [isOpen, setIsOpen] = useState(false);

  const handleConfirm = (): void => {
    remove.mutate(undefined, {
      onSuccess: () => {
        setIsOpen(false);
        void navigate("/autok", { replace: true });
      },
      onError: () => setIsOpen(false),
    });
  };

  return (
    <>
      <Button color="gray" icon={biTrash} onClick={() => setIsOpen(true)} data-testid="car-delete">
        {t("form.delete")}
      </Button>
      <ConfirmModal
        show={isOpen}
        title={t("form.deleteTitle")}
        confirmLabel={t("form.delete")}
        isBusy={remove.isPending}
        onCancel={() => setIsOpen(false)}
        onConfirm={handleConfirm}
      >
        <p className="mb-0">{t("form.deleteConfirm", { plate })}</p>
      </ConfirmModal>
    </>
  );
}
