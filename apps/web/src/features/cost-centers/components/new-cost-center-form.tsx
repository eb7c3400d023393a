import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CostCenterInput } from "@office/shared/cost-centers/cost-centers.contract";
import { Button } from "../../../components/ui/button";
import { biPlusLg } from "../../../components/ui/icons";
import { validateDraft, type CostCenterDraft, type DraftErrors } from "./cost-center-fields";
import "../i18n";

type NewCostCenterFormProps = {
  isBusy: boolean;
  /** Creates; answers field errors the server gave (e.g. a taken code), or nothing on success. */
  onCreate: (input: CostCenterInput) => Promise<DraftErrors | undefined>;
};

const EMPTY: CostCenterDraft = { code: "", name: "" };

/** The inline "add" row above the table: code and name side by side, Hungarian field messages. */
export function NewCostCenterForm({ isBusy, onCreate }: NewCostCenterFormProps) {
  const { t } = useTranslation("cost-centers");
  const [draft, setDraft] = useState<CostCenterDraft>(EMPTY);
  const [errors, setErrors] = useState<DraftErrors>({});

  const handleSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const checked = validateDraft(draft, true);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    const serverErrors = await onCreate(checked.input);
    setErrors(serverErrors ?? {});
    if (!serverErrors) setDraft(EMPTY);
  };

  const field = (name: keyof CostCenterDraft, className: string) => (
    <div className={className}>
      <label className="form-label" htmlFor={`new-cost-center-${name}`}>
        {t(`form.${name}`)}
      </label>
      <input
        id={`new-cost-center-${name}`}
        type="text"
        className={`form-control${errors[name] ? " is-invalid" : ""}`}
        placeholder={t(`form.${name}Placeholder`)}
        value={draft[name]}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `new-cost-center-${name}-error` : undefined}
        onChange={(event) => setDraft((d) => ({ ...d, [name]: event.target.value }))}
      />
      {errors[name] && (
        <div id={`new-cost-center-${name}-error`} className="invalid-feedback d-block">
          {errors[name]}
        </div>
      )}
    </div>
  );

  return (
    <form
      className="row g-2 align-items-start mb-3"
      aria-label={t("form.newTitle")}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      {field("code", "col-12 col-sm-4 col-lg-3")}
      {field("name", "col-12 col-sm-8 col-lg-6")}
      <div className="col-12 col-lg-3">
        {/* Lines the button up with the inputs below their labels. */}
        <span className="form-label d-none d-lg-block invisible" aria-hidden="true">
          &nbsp;
        </span>
        <Button type="submit" color="primary" icon={biPlusLg} disabled={isBusy}>
          {t("form.add")}
        </Button>
      </div>
    </form>
  );
}
