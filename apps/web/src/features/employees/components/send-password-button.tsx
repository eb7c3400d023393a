import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { showToast } from "../../../lib/toast/toast-store";
import { useSendPasswordLink } from "../api/send-password";
import { ConfirmModal } from "./confirm-modal";
import "../i18n";
import { biEnvelope } from "../../../components/ui/icons";

type SendPasswordButtonProps = { employeeId: number; name: string; email: string | null; active: boolean };

/**
 * hr: sends the employee the link to set their password (first sign-in or a lost password), after a
 * confirmation naming the address. Disabled, with the reason as tooltip, without an e-mail or when inactive;
 * the server checks the same and answers 409 with a Hungarian message otherwise (danger toast).
 */
export function SendPasswordButton({ employeeId, name, email, active }: SendPasswordButtonProps) {
  const { t } = useTranslation("employees");
  const send = useSendPasswordLink(employeeId);
  const [isOpen, setIsOpen] = useState(false);
  const blocker = !active ? t("sendPassword.inactive") : !email ? t("sendPassword.noEmail") : null;

  const handleConfirm = (): void => {
    send.mutate(undefined, {
      onSuccess: (answer) => {
        setIsOpen(false);
        showToast("success", answer.message);
      },
      onError: () => setIsOpen(false),
    });
  };

  return (
    <>
      <Button
        color="gray"
        icon={biEnvelope}
        onClick={() => setIsOpen(true)}
        disabled={blocker !== null}
        {...(blocker ? { tooltip: blocker } : {})}
      >
        {t("sendPassword.button")}
      </Button>
      <ConfirmModal
        show={isOpen}
        title={t("sendPassword.title")}
        confirmLabel={t("sendPassword.confirm")}
        isBusy={send.isPending}
        onCancel={() => setIsOpen(false)}
        onConfirm={handleConfirm}
      >
        <p className="mb-0">{t("sendPassword.body", { name, email })}</p>
      </ConfirmModal>
    </>
  );
}
