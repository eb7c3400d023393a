import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { biTrash } from "../../../components/ui/icons";
import { ConfirmModal } from "../../employees/components/confirm-modal";
import { useDeleteDriver } from "../api/people-api";
import "../i18n";

/**
 * fleetManager: delete a driver after a confirmation, then back to the drivers tab of `/autok`. A driver
 * with trips gets a 409, which the HTTP layer toasts.
 */
export function DeleteDriverButton({ driverId, name }: { driverId: number; name: string }) {
  const { t } = useTranslation("cars");
  const navigate = useNavigate();
  const remove = useDeleteDriver(driverId);
  const [isOpen, setIsOpen] = useState(false);

  const handleConfirm = (): void => {
    remove.mutate(undefined, {
      onSuccess: () => {
        setIsOpen(false);
        void navigate("/autok?tab=drivers", { replace: true });
      },
      onError: () => setIsOpen(false),
    });
  };

  return (
    <>
      <Button color="gray" icon={biTrash} onClick={() => setIsOpen(true)} data-testid="driver-delete">
        {t("drivers.delete")}
      </Button>
      <ConfirmModal
        show={isOpen}
        title={t("drivers.deleteTitle")}
        confirmLabel={t("drivers.delete")}
        isBusy={remove.isPending}
        onCancel={() => setIsOpen(false)}
        onConfirm={handleConfirm}
      >
        <p className="mb-0">{t("drivers.deleteConfirm", { name })}</p>
      </ConfirmModal>
    </>
  );
}
