import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { biTrash } from "../../../components/ui/icons";
import { ConfirmModal } from "../../employees/components/confirm-modal";
import { useDeletePartner } from "../api/save-partner";
import "../i18n";

/**
 * projectManager: delete a partner after a confirmation; one with projects is deactivated instead (the
 * server decides). A deleted partner's page is left for the list.
 */
export function DeletePartnerButton({ partnerId, name }: { partnerId: number; name: string }) {
  const { t } = useTranslation("partners");
  const navigate = useNavigate();
  const remove = useDeletePartner(partnerId);
  const [isOpen, setIsOpen] = useState(false);

  const handleConfirm = (): void => {
    remove.mutate(undefined, {
      onSuccess: ({ outcome }) => {
        setIsOpen(false);
        if (outcome === "deleted") void navigate("/partnerek", { replace: true });
      },
      onError: () => setIsOpen(false),
    });
  };

  return (
    <>
      <Button color="gray" icon={biTrash} onClick={() => setIsOpen(true)} data-testid="partner-delete">
        {t("detail.delete")}
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
