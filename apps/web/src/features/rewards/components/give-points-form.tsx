import { useMemo } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { GivePointsInput } from "@office/shared/points/points.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { PersonPicker } from "../../../components/ui/person-picker";
import { NumberField } from "../../../components/ui/number-field";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { isHttpError } from "../../../lib/http/http-error";
import { useEmployees } from "../../employees/api/list-employees";
import { lazyZodResolver } from "../../employees/utils/lazy-zod-resolver";
import { useGivePoints } from "../api/points";

type Values = { toEmployeeId: number | undefined; points: number | string; reason: string };

/**
 * The server's schema (and zod with its Hungarian messages) loads on the first submit: the form is on
 * `/pontok`'s first render, which then does not need the schema library (issue 19 §6).
 */
// The schema's input (points a number) is narrower than the field values (points as typed).
const givePointsResolver = lazyZodResolver(() =>
  import("@office/shared/points/points.contract").then((m) => m.givePointsInputSchema),
) as unknown as Resolver<Values, unknown, GivePointsInput>;

/**
 * Thank a colleague: searchable person picker (active colleagues, not oneself), points and a reason of at least
 * 10 characters, validated with the server's schema; server messages (allowance, cap) under the fields.
 */
export function GivePointsForm({ cap }: { cap: number }) {
  const { t } = useTranslation("rewards");
  const me = useAuthStore((s) => s.authUser.employeeId);
  const employees = useEmployees("active");
  const colleagues = useMemo(() => (employees.data ?? []).filter((e) => e.id !== me), [employees.data, me]);
  const give = useGivePoints();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, GivePointsInput>({
    resolver: givePointsResolver,
    defaultValues: { toEmployeeId: undefined, points: 10, reason: "" },
  });
  const submit = async (input: GivePointsInput) => {
    try {
      await give.mutateAsync(input);
      reset({ toEmployeeId: undefined, points: 10, reason: "" });
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        setError(field as keyof Values, { message });
      }
      if (error.status === 409) setError("points", { message: error.message });
    }
  };
  return (
    <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate data-testid="give-points-form">
      <FormField label={t("give.to")} error={errors.toEmployeeId?.message}>
        {(props) => (
          <Controller
            control={control}
            name="toEmployeeId"
            render={({ field }) => (
              <PersonPicker
                {...props}
                data-testid="give-to"
                people={colleagues}
                value={field.value ?? null}
                onChange={(id) => field.onChange(id ?? undefined)}
              />
            )}
          />
        )}
      </FormField>
      <FormField label={t("give.points")} error={errors.points?.message} hint={t("give.capHint", { cap })}>
        {(props) => (
          <Controller
            control={control}
            name={"points"}
            render={({ field: f }) => (
              <NumberField
                {...props}
                data-testid="give-points"
                value={f.value === "" ? null : Number(f.value)}
                onChange={(v) => f.onChange(v ?? Number.NaN)}
                onBlur={f.onBlur}
              />
            )}
          />
        )}
      </FormField>
      <FormField label={t("give.reason")} error={errors.reason?.message} hint={t("give.reasonHint")}>
        {(props) => <textarea {...props} rows={2} data-testid="give-reason" {...register("reason")} />}
      </FormField>
      <Button type="submit" disabled={isSubmitting} data-testid="give-submit">
        {t("give.submit")}
      </Button>
    </form>
  );
}
