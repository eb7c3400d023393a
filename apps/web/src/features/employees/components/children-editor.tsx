import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { emptyToNull, type EmployeeFormValues } from "./employee-form-values";
import "../i18n";
import { biPlusLg, biTrash } from "../../../components/ui/icons";
import { DateField } from "../../../components/ui/date-field";

type ChildrenEditorProps = {
  control: Control<EmployeeFormValues>;
  register: UseFormRegister<EmployeeFormValues>;
  errors: FieldErrors<EmployeeFormValues>["children"];
};

/** The children of the record (name, birth date, disabled flag): rows added and removed in place. */
export function ChildrenEditor({ control, register, errors }: ChildrenEditorProps) {
  const { t } = useTranslation("employees");
  const { fields, append, remove } = useFieldArray({ control, name: "children" });
  return (
    <div data-testid="children-editor">
      <p className="form-text mt-0">{t("form.children.hint")}</p>
      {fields.length === 0 && <p className="text-body-secondary">{t("form.children.empty")}</p>}
      {fields.map((field, index) => {
        const rowErrors = errors?.[index];
        return (
          <fieldset key={field.id} className="app-child-row mb-2">
            <legend className="visually-hidden">{t("form.children.row", { index: index + 1 })}</legend>
            <div className="row g-2 align-items-end">
              <div className="col-12 col-md-4">
                <FormField label={t("form.children.name")} error={rowErrors?.name?.message} className="mb-0">
                  {(props) => (
                    <input
                      {...props}
                      type="text"
                      {...register(`children.${index}.name`, { setValueAs: emptyToNull })}
                    />
                  )}
                </FormField>
              </div>
              <div className="col-7 col-md-3">
                <FormField
                  label={t("form.children.birthDate")}
                  error={rowErrors?.birthDate?.message}
                  className="mb-0"
                >
                  {(props) => (
                    <Controller
                      control={control}
                      name={`children.${index}.birthDate`}
                      render={({ field: f }) => (
                        <DateField
                          {...props}
                          required
                          value={f.value}
                          onChange={f.onChange}
                          onBlur={f.onBlur}
                        />
                      )}
                    />
                  )}
                </FormField>
              </div>
              <div className="col-5 col-md-3">
                <div className="form-check mb-2">
                  <input
                    id={`${field.id}-disabled`}
                    type="checkbox"
                    className="form-check-input"
                    {...register(`children.${index}.disabled`)}
                  />
                  <label className="form-check-label" htmlFor={`${field.id}-disabled`}>
                    {t("form.children.disabled")}
                  </label>
                </div>
              </div>
              <div className="col-12 col-md-2 text-md-end">
                <Button
                  color="gray"
                  icon={biTrash}
                  className="btn-sm mb-1"
                  onClick={() => remove(index)}
                  aria-label={t("form.children.removeLabel", { index: index + 1 })}
                >
                  {t("form.children.remove")}
                </Button>
              </div>
            </div>
          </fieldset>
        );
      })}
      <Button
        color="secondary"
        icon={biPlusLg}
        className="btn-sm"
        onClick={() => append({ name: null, birthDate: "", disabled: false })}
      >
        {t("form.children.add")}
      </Button>
    </div>
  );
}
