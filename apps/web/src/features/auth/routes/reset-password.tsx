import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { passwordResetInputSchema } from "@office/shared/auth/auth.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { i18n } from "../../../lib/i18n/i18n";
import { resetPassword } from "../api/reset-password";
import { AuthCard } from "../components/auth-card";
import { biKey } from "../../../components/ui/icons";

/** The contract's password rule plus a confirmation that must match. */
export const resetPasswordFormSchema = passwordResetInputSchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: i18n.t("common:validation.passwordMismatch"),
  });
type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/**
 * `/jelszo-visszaallitas?token=…` (route `reset-password`, DESIGN §4): sets a new password with the token
 * of the e-mailed link, then sends the user to the login page with the server's message.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  useBreadcrumb([{ name: t("resetPassword.title"), url: "/jelszo-visszaallitas" }]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = async ({ password }: ResetPasswordForm): Promise<void> => {
    try {
      const { message } = await resetPassword({ token, password });
      void navigate("/bejelentkezes", { replace: true, state: { message } });
    } catch {
      // the HTTP layer already showed the server's message
    }
  };

  return (
    <AuthCard title={t("resetPassword.title")}>
      {token.length < 10 ? (
        <div className="alert alert-warning" role="alert">
          {t("resetPassword.missingToken")}{" "}
          <Link to="/elfelejtett-jelszo">{t("resetPassword.requestNew")}</Link>
        </div>
      ) : (
        <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
          <FormField label={t("resetPassword.password")} error={errors.password?.message}>
            {(field) => (
              <input {...field} type="password" autoComplete="new-password" {...register("password")} />
            )}
          </FormField>
          <FormField label={t("resetPassword.confirmPassword")} error={errors.confirmPassword?.message}>
            {(field) => (
              <input
                {...field}
                type="password"
                autoComplete="new-password"
                {...register("confirmPassword")}
              />
            )}
          </FormField>
          <Button type="submit" className="w-100 mb-3" icon={biKey} disabled={isSubmitting}>
            {t("resetPassword.submit")}
          </Button>
        </form>
      )}
      <Link to="/bejelentkezes">{t("resetPassword.backToLogin")}</Link>
    </AuthCard>
  );
}
