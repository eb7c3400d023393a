import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import type { LoginInput } from "@office/shared/auth/auth.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { isHttpError } from "../../../lib/http/http-error";
import { withLoading } from "../../../lib/loading/loading-store";
import { login } from "../api/login";
import { AuthCard } from "../components/auth-card";
import { biBoxArrowInRight } from "../../../components/ui/icons";

/** What other screens hand to the login page in the location state. */
type LoginLocationState = { from?: unknown; message?: unknown } | null;

function readLocationState(state: unknown): { from: string | null; message: string | null } {
  const value = (typeof state === "object" ? state : null) as LoginLocationState;
  return {
    from: typeof value?.from === "string" && value.from.startsWith("/") ? value.from : null,
    message: typeof value?.message === "string" ? value.message : null,
  };
}

/** Required-field check of the login form; returns the Hungarian message per empty field. */
export function validateLogin(
  values: LoginInput,
  t: (key: string) => string,
): Partial<Record<keyof LoginInput, string>> {
  const errors: Partial<Record<keyof LoginInput, string>> = {};
  if (values.username.trim() === "") errors.username = t("login.usernameRequired");
  if (values.password === "") errors.password = t("login.passwordRequired");
  return errors;
}

/**
 * `/bejelentkezes` (SPEC route `login`). The server's Hungarian error (bad credentials, rate limit) is shown
 * inline — SPEC §8 shows no toast for /login calls. The required-field check is hand-rolled (the same
 * messages as the contract's `loginInputSchema`): neither zod nor react-hook-form belongs in the bundle of
 * the first visit, which is nearly always this page.
 */
export function LoginPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const location = useLocation();
  const { from, message } = readLocationState(location.state);
  const [serverError, setServerError] = useState<string | null>(null);
  useBreadcrumb([{ name: t("login.title"), url: "/bejelentkezes" }]);

  const [values, setValues] = useState<LoginInput>({ username: "", password: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginInput, string>>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const username = values.username.trim();
    const fieldErrors = validateLogin({ username, password: values.password }, t);
    setErrors(fieldErrors);
    if (fieldErrors.username || fieldErrors.password) return;
    setServerError(null);
    setIsSubmitting(true);
    try {
      await withLoading(() => login({ username, password: values.password }));
      void navigate(from ?? "/", { replace: true });
    } catch (error) {
      setServerError(isHttpError(error) ? error.message : t("common:networkError"));
      setIsSubmitting(false);
    }
  };

  return (
    <AuthCard title={t("login.title")}>
      {message && !serverError && (
        <div className="alert alert-success" role="status">
          {message}
        </div>
      )}
      {serverError && (
        <div className="alert alert-danger" role="alert">
          {serverError}
        </div>
      )}
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <FormField label={t("login.username")} error={errors.username}>
          {(field) => (
            <input
              {...field}
              type="text"
              // issue 19 §4: the user name field has the focus when the page opens
              autoFocus
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              name="username"
              value={values.username}
              onChange={(event) => setValues((v) => ({ ...v, username: event.target.value }))}
            />
          )}
        </FormField>
        <FormField label={t("login.password")} error={errors.password}>
          {(field) => (
            <input
              {...field}
              type="password"
              autoComplete="current-password"
              name="password"
              value={values.password}
              onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
            />
          )}
        </FormField>
        <Button type="submit" className="w-100 mb-3" icon={biBoxArrowInRight} disabled={isSubmitting}>
          {t("login.submit")}
        </Button>
      </form>
      <Link to="/elfelejtett-jelszo">{t("login.forgotten")}</Link>
    </AuthCard>
  );
}
