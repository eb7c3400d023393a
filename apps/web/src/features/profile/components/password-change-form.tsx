import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { passwordChangeInputSchema } from "@office/shared/auth/auth.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { i18n } from "../../../lib/i18n/i18n";
import { isHttpError } from "../../../lib/http/http-error";
import { changePassword } from "../../auth/api/change-password";
import { biKey } from "../../../components/ui/icons";

/** The contract's `passwordChangeInputSchema` plus a confirmation field that must match the new password. */
export const passwordChangeFormSchema = passwordChangeInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ["confirmPassword"],
    message: i18n.t("common:validation.passwordMismatch"),
  });
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

const EMPTY_FORM: PasswordChangeForm = { oldPassword: "", newPassword: "", confirmPassword: "" };

/** Password change (`POST /api/passwordChange`), with Hungarian field messages and the server's answer. */
export function PasswordChangeFormCard() {
  const { t } = useTranslation("profile");
  const [answer, setAnswer] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeForm>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: EMPTY_FORM,
  });

  const onSubmit = async ({ oldPassword, newPassword }: PasswordChangeForm): Promise<void> => {
    setAnswer(null);
    try {
      const { message } = await changePassword({ oldPassword, newPassword });
      setAnswer(message);
      reset(EMPTY_FORM);
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field === "oldPassword" || field === "newPassword") setError(field, { message });
      }
    }
  };

  return (
    <section className="card h-100" aria-labelledby="password-change-title">
      <div className="card-body">
        <h2 id="password-change-title" className="h5 card-title mb-3">
          {t("password.title")}
        </h2>
        {answer && (
          <div className="alert alert-success" role="status">
            {answer}
          </div>
        )}
        <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
          <FormField label={t("password.oldPassword")} error={errors.oldPassword?.message}>
            {(field) => (
              <input
                {...field}
                type="password"
                autoComplete="current-password"
                {...register("oldPassword")}
              />
            )}
          </FormField>
          <FormField
            label={t("password.newPassword")}
            error={errors.newPassword?.message}
            hint={t("password.hint")}
          >
            {(field) => (
              <input {...field} type="password" autoComplete="new-password" {...register("newPassword")} />
            )}
          </FormField>
          <FormField label={t("password.confirmPassword")} error={errors.confirmPassword?.message}>
            {(field) => (
              <input
                {...field}
                type="password"
                autoComplete="new-password"
                {...register("confirmPassword")}
              />
            )}
          </FormField>
          <Button type="submit" icon={biKey} disabled={isSubmitting}>
            {t("password.submit")}
          </Button>
        </form>
      </div>
    </section>
  );
}
