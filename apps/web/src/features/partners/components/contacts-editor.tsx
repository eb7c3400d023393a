import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { biPlusLg, biTrash } from "../../../components/ui/icons";
import type { PartnerFormValues } from "./partner-form-values";
import "../i18n";

type ContactsEditorProps = {
  control: Control<PartnerFormValues>;
  register: UseFormRegister<PartnerFormValues>;
  errors: FieldErrors<PartnerFormValues>["contacts"];
};

/**
 * The partner's contacts (name, position, e-mail, phone), rows added and removed in place
 * (`useFieldArray`). A saved contact keeps its `id` in the values, so the server updates it instead of
 * adding a new one; the row key is a separate generated `rowKey`.
 */
export function ContactsEditor({ control, register, errors }: ContactsEditorProps) {
  const { t } = useTranslation("partners");
  const { fields, append, remove } = useFieldArray({ control, name: "contacts", keyName: "rowKey" });
  return (
    <div data-testid="partner-contacts">
      {fields.length === 0 && <p className="text-body-secondary">{t("form.contacts.empty")}</p>}
      {fields.map((field, index) => {
        const rowErrors = errors?.[index];
        const input = (
          name: "name" | "position" | "email" | "phone",
          type = "text",
          autoComplete = "off",
        ) => (
          <FormField label={t(`form.contacts.${name}`)} error={rowErrors?.[name]?.message} className="mb-0">
            {(props) => (
              <input
                {...props}
                type={type}
                autoComplete={autoComplete}
                data-testid={`partner-contact-${name}-${index}`}
                {...register(`contacts.${index}.${name}`)}
              />
            )}
          </FormField>
        );
        return (
          <fieldset key={field.rowKey} className="border rounded p-2 mb-2" data-testid="partner-contact-row">
            <legend className="visually-hidden">{t("form.contacts.row", { index: index + 1 })}</legend>
            <div className="row g-2 align-items-end">
              <div className="col-12 col-md-3">{input("name")}</div>
              <div className="col-12 col-md-3">{input("position")}</div>
              <div className="col-12 col-md-3">{input("email", "email")}</div>
              <div className="col-8 col-md-2">{input("phone", "tel")}</div>
              <div className="col-4 col-md-1 text-end">
                <Button
                  color="gray"
                  icon={biTrash}
                  className="btn-sm mb-1"
                  onClick={() => remove(index)}
                  aria-label={t("form.contacts.removeLabel", { index: index + 1 })}
                  tooltip={t("form.contacts.remove")}
                />
              </div>
            </div>
          </fieldset>
        );
      })}
      <Button
        color="secondary"
        icon={biPlusLg}
        className="btn-sm"
        data-testid="partner-contact-add"
        onClick={() => append({ name: "", position: "", email: "", phone: "" })}
      >
        {t("form.contacts.add")}
      </Button>
    </div>
  );
}
