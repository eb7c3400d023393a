import { useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CostCenter, CostCenterInput } from "@office/shared/cost-centers/cost-centers.contract";
import { Button } from "../../../components/ui/button";
import { Switch } from "../../../components/ui/switch";
import { biCheckLg, biTrash, biXLg } from "../../../components/ui/icons";
import { validateDraft, type CostCenterDraft, type DraftErrors } from "./cost-center-fields";
import "../i18n";

type CostCenterRowProps = {
  costCenter: CostCenter;
  isEditing: boolean;
  isBusy: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** Saves; answers field errors the server gave (e.g. a taken code), or nothing on success. */
  onSave: (input: CostCenterInput) => Promise<DraftErrors | undefined>;
  onToggleActive: (active: boolean) => void;
  onDelete: () => void;
};

/**
 * One cost centre in the table: code, name, usage counts, the active switch and the actions. In edit mode
 * code and name become inputs (Enter saves, Escape cancels) with Hungarian field messages.
 */
export function CostCenterRow({
  costCenter,
  isEditing,
  isBusy,
  onEdit,
  onCancel,
  onSave,
  onToggleActive,
  onDelete,
}: CostCenterRowProps) {
  const { t } = useTranslation("cost-centers");
  const [draft, setDraft] = useState<CostCenterDraft>({ code: costCenter.code, name: costCenter.name });
  const [errors, setErrors] = useState<DraftErrors>({});

  const handleSave = async (): Promise<void> => {
    const checked = validateDraft(draft, costCenter.active);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors((await onSave(checked.input)) ?? {});
  };
  const handleKey = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === "Enter") {
      event.preventDefault();
      void handleSave();
    } else if (event.key === "Escape") {
      setDraft({ code: costCenter.code, name: costCenter.name });
      setErrors({});
      onCancel();
    }
  };
  const input = (field: keyof CostCenterDraft, label: string) => (
    <>
      <input
        type="text"
        className={`form-control form-control-sm${errors[field] ? " is-invalid" : ""}`}
        aria-label={label}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `cc-${costCenter.id}-${field}-error` : undefined}
        value={draft[field]}
        onChange={(event) => setDraft((d) => ({ ...d, [field]: event.target.value }))}
        onKeyDown={handleKey}
        autoFocus={field === "code"}
      />
      {errors[field] && (
        <div id={`cc-${costCenter.id}-${field}-error`} className="invalid-feedback d-block">
          {errors[field]}
        </div>
      )}
    </>
  );

  return (
    <tr
      className={costCenter.active ? undefined : "text-body-secondary"}
      data-testid={`cost-center-${costCenter.code}`}
    >
      <td>
        {isEditing ? (
          input("code", t("form.codeOf", { code: costCenter.code }))
        ) : (
          <code>{costCenter.code}</code>
        )}
      </td>
      <td>{isEditing ? input("name", t("form.nameOf", { code: costCenter.code })) : costCenter.name}</td>
      <td className="text-end">{costCenter.employeeCount}</td>
      <td className="text-end">{costCenter.projectCount}</td>
      <td>
        <Switch
          value={costCenter.active}
          onChange={onToggleActive}
          disabled={isBusy}
          label={<span className="visually-hidden">{t("form.activeLabel", { code: costCenter.code })}</span>}
        />
      </td>
      <td className="text-end text-nowrap">
        {isEditing ? (
          <>
            <Button
              color="success"
              className="btn-sm me-1"
              icon={biCheckLg}
              onClick={() => void handleSave()}
              disabled={isBusy}
            >
              {t("form.save")}
            </Button>
            <Button
              color="secondary"
              className="btn-sm"
              icon={biXLg}
              onClick={() => {
                setDraft({ code: costCenter.code, name: costCenter.name });
                setErrors({});
                onCancel();
              }}
            >
              {t("form.cancel")}
            </Button>
          </>
        ) : (
          <>
            <Button
              color="secondary"
              className="btn-sm me-1"
              onClick={onEdit}
              disabled={isBusy}
              aria-label={t("form.editLabel", { code: costCenter.code })}
            >
              {t("form.edit")}
            </Button>
            <Button
              color="warning"
              className="btn-sm"
              icon={biTrash}
              onClick={onDelete}
              disabled={isBusy}
              aria-label={t("form.deleteLabel", { code: costCenter.code })}
            />
          </>
        )}
      </td>
    </tr>
  );
}
