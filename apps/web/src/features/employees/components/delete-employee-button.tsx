import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { showToast } from "../../../lib/toast/toast-store";
import { useDeleteEmployee } from "../api/delete-employee";
import { ConfirmModal } from "./confirm-modal";
import "../i18n";
import { biPersonX } from "../../../components/ui/icons";

type DeleteEmployeeButtonProps = { employeeId: number; name: string; isSelf: boolean };

/**
 * hr: deactivate or delete an employee after a confirmation that explains the rule (someone with data is
 * deactivated, not deleted). A deleted employee's page is left for the directory.
 */
export function DeleteEmployeeButton({ employeeId, name, isSelf }: DeleteEmployeeButtonProps) {
  const { t } = useTranslation("employees");
  const navigate = useNavigate();
  const remove = useDeleteEmployee(employeeId);
  const [isOpen, setIsOpen] = useState(false);

  const handleConfirm = (): void => {
    remove.mutate(undefined, {
      onSuccess: (outcome) => {
        setIsOpen(false);
        showToast("info", t(outcome === "deleted" ? "delete.deleted" : "delete.deactivated"));
        if (outcome === "deleted") void navigate("/munkatarsak", { replace: true });
      },
      onError: () => setIsOpen(false),
    });
  };

  return (
    <>
      <Button
        color="gray"
        icon={biPersonX}
        onClick={() => setIsOpen(true)}
        disabled={isSelf}
        {...(isSelf ? { tooltip: t("delete.self") } : {})}
      >
        {t("detail.deactivate")}
      </Button>
      <ConfirmModal
        show={isOpen}
        title={t("delete.title")}
        confirmLabel={t("delete.confirm")}
        isBusy={remove.isPending}
        onCancel={() => setIsOpen(false)}
        onConfirm={handleConfirm}
      >
        <p className="mb-0">{t("delete.body", { name })}</p>
      </ConfirmModal>
    </>
  );
}
