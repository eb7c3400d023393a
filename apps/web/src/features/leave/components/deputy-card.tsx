import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { biSave } from "../../../components/ui/icons";
import { PersonPicker } from "../../../components/ui/person-picker";
import { useEmployees } from "../../employees/api/list-employees";
import { useDeputy, useSetDeputy, type EmployeeDeputy } from "../api/deputy";
import "../i18n";

/**
 * "Helyettes a távollétem idejére" (issue 22 §2): the colleague who decides, on the days this employee
 * is on approved leave, the requests this employee would decide. The employee sets it on `/profil`, hr
 * on the employee's Szabadság tab (`GET/PUT /api/employee/{id}/deputy`); a searchable person picker of
 * the active colleagues (not the employee), clearable.
 */
export function DeputyCard({ employeeId, isSelf }: { employeeId: number; isSelf: boolean }) {
  const { t } = useTranslation("leave");
  const deputy = useDeputy(employeeId);
  return (
    <section className="card h-100" aria-labelledby="deputy-title" data-testid="deputy-card">
      <div className="card-body">
        <h2 id="deputy-title" className="h5 card-title mb-2">
          {isSelf ? t("deputy.titleSelf") : t("deputy.title")}
        </h2>
        <p className="small text-body-secondary">{isSelf ? t("deputy.hintSelf") : t("deputy.hint")}</p>
        <QueryState query={deputy}>
          {(current) => <DeputyForm key={current.deputyId ?? 0} employeeId={employeeId} current={current} />}
        </QueryState>
      </div>
    </section>
  );
}

function DeputyForm({ employeeId, current }: { employeeId: number; current: EmployeeDeputy }) {
  const { t } = useTranslation("leave");
  const id = useId();
  const employees = useEmployees("active");
  const save = useSetDeputy(employeeId);
  const [deputyId, setDeputyId] = useState<number | null>(current.deputyId);
  const colleagues = useMemo(
    () => (employees.data ?? []).filter((employee) => employee.id !== employeeId),
    [employees.data, employeeId],
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(deputyId);
      }}
    >
      <label className="form-label" htmlFor={`${id}-input`} id={`${id}-input-label`}>
        {t("deputy.label")}
      </label>
      <PersonPicker
        id={`${id}-input`}
        people={colleagues}
        value={deputyId}
        onChange={setDeputyId}
        isClearable
        placeholder={t("deputy.placeholder")}
        disabled={employees.isPending}
        data-testid="deputy-picker"
      />
      <p className="small text-body-secondary mt-1 mb-2" role="status">
        {current.deputyName ? t("deputy.current", { name: current.deputyName }) : t("deputy.none")}
      </p>
      <Button type="submit" icon={biSave} disabled={save.isPending || deputyId === current.deputyId}>
        {t("deputy.save")}
      </Button>
    </form>
  );
}
