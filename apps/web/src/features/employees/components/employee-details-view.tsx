import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import type { Employee, EmployeeDetail } from "@office/shared/employees/employees.contract";
import { useCostCenters } from "../../cost-centers/api/get-cost-centers";
import { formatOptionalDate } from "../utils/format";
import "../i18n";

type Row = { label: string; value: string | null | undefined };

type EmployeeDetailsViewProps = { employee: Employee | EmployeeDetail };

/**
 * The record read-only: every field of the full record (`view: "full"`: the employee themself, hr) or the
 * directory fields only (`view: "directory"`), grouped like the form.
 */
export function EmployeeDetailsView({ employee }: EmployeeDetailsViewProps) {
  const { t } = useTranslation("employees");
  const empty = t("view.empty");
  const yesNo = (value: boolean) => (value ? t("view.yes") : t("view.no"));
  // The directory carries the cost centre's id and code; its name comes from the cost centre list.
  const costCenters = useCostCenters(employee.costCenterId !== null);
  const costCenter = costCenters.data?.find((c) => c.id === employee.costCenterId);
  const employment: Row[] = [
    { label: t("form.employeeNumber"), value: employee.employeeNumber },
    { label: t("form.position"), value: employee.position },
    { label: t("form.department"), value: employee.department },
    { label: t("form.manager"), value: employee.managerName },
    {
      label: t("form.costCenter"),
      value: costCenter ? `${costCenter.code} – ${costCenter.name}` : employee.costCenter,
    },
    { label: t("form.employmentStart"), value: formatOptionalDate(employee.employmentStart, "") },
    { label: t("form.employmentEnd"), value: formatOptionalDate(employee.employmentEnd, "") },
    { label: t("form.workSchedule"), value: t(`form.workSchedules.${employee.workSchedule}`) },
    { label: t("form.weeklyHours"), value: t("view.hours", { hours: employee.weeklyHours }) },
    { label: t("form.active"), value: yesNo(employee.active) },
  ];
  const contact: Row[] = [
    { label: t("form.email"), value: employee.email },
    { label: t("form.phone"), value: employee.phone },
  ];

  if (employee.view !== "full") {
    return (
      <div className="row g-3" data-testid="employee-directory-view">
        <DataList title={t("form.sections.employment")} rows={employment} empty={empty} />
        <DataList title={t("form.sections.contact")} rows={contact} empty={empty} />
      </div>
    );
  }
  const full = employee as EmployeeDetail;
  const personal: Row[] = [
    { label: t("form.name"), value: full.name },
    { label: t("form.birthName"), value: full.birthName },
    { label: t("form.birthDate"), value: formatOptionalDate(full.birthDate, "") },
    { label: t("form.birthPlace"), value: full.birthPlace },
    { label: t("form.mothersName"), value: full.mothersName },
    { label: t("view.education"), value: full.education },
    { label: t("view.disability"), value: yesNo(full.disability) },
  ];
  const identifiers: Row[] = [
    { label: t("form.taxId"), value: full.taxId },
    { label: t("form.tajNumber"), value: full.tajNumber },
    { label: t("form.bankAccount"), value: full.bankAccount },
  ];
  const children: Row[] = full.children.map((child, index) => ({
    label: child.name || t("form.children.row", { index: index + 1 }),
    value: [formatOptionalDate(child.birthDate, ""), child.disabled ? t("view.childDisabled") : null]
      .filter(Boolean)
      .join(", "),
  }));
  return (
    <div className="row g-3" data-testid="employee-full-view">
      <DataList title={t("form.sections.personal")} rows={personal} empty={empty} />
      <DataList title={t("form.sections.employment")} rows={employment} empty={empty} />
      <DataList
        title={t("form.sections.contact")}
        rows={[...contact, { label: t("form.address"), value: full.address }]}
        empty={empty}
      />
      <DataList title={t("form.sections.identifiers")} rows={identifiers} empty={empty} />
      <div className="col-12 col-xl-6">
        <h2 className="h6 text-body-secondary text-uppercase mb-2">{t("form.sections.children")}</h2>
        {children.length === 0 ? (
          <p className="text-body-secondary">{t("view.noChildren")}</p>
        ) : (
          <dl className="row mb-0">
            {children.map((row, index) => (
              <Fragment key={index}>
                <dt className="col-sm-5 mb-1">{row.label}</dt>
                <dd className="col-sm-7 mb-1">{row.value || empty}</dd>
              </Fragment>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}

function DataList({ title, rows, empty }: { title: string; rows: Row[]; empty: string }) {
  return (
    <div className="col-12 col-xl-6">
      <h2 className="h6 text-body-secondary text-uppercase mb-2">{title}</h2>
      <dl className="row mb-0">
        {rows.map((row) => (
          <Fragment key={row.label}>
            <dt className="col-sm-5 mb-1">{row.label}</dt>
            <dd className="col-sm-7 mb-1 text-break">{row.value || empty}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}
