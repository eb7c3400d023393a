import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordInputSchema, type ForgotPasswordInput } from "@office/shared/auth/auth.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { requestPasswordReset } from "../api/forgot-password";
import { AuthCard } from "../components/auth-card";
import { biEnvelope } from "../../../components/ui/icons";

/**
 * `/elfelejtett-jelszo` (SPEC route `forgotten-password`): asks for the e-mail address; the server answers
 * the same message whether or not the address exists (DESIGN §4).
 */
export function ForgottenPasswordPage() {
  const { t } = useTranslation("auth");
  const [answer, setAnswer] = useState<string | null>(null);
  useBreadcrumb([{ name: t("forgottenPassword.title"), url: "/elfelejtett-jelszo" }]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = async (values: ForgotPasswordInput): Promise<void> => {
    try {
      const { message } = await requestPasswordReset(values);
      setAnswer(message);
    } catch {
      // the HTTP layer already showed the error toast
    }
  };

  return (
    <AuthCard title={t("forgottenPassword.title")}>
      {answer ? (
        <div className="alert alert-success" role="status">
          {answer}
        </div>
      ) : (
        <>
          <p>{t("forgottenPassword.intro")}</p>
          <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
            <FormField label={t("forgottenPassword.email")} error={errors.email?.message}>
              {(field) => <input {...field} type="email" autoComplete="email" {...register("email")} />}
            </FormField>
            <Button type="submit" className="w-100 mb-3" icon={biEnvelope} disabled={isSubmitting}>
              {t("forgottenPassword.submit")}
            </Button>
          </form>
        </>
      )}
      <Link to="/bejelentkezes">{t("forgottenPassword.backToLogin")}</Link>
    </AuthCard>
  );
}
