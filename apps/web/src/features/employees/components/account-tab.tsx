import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ROLE_LABELS, type EmployeeAccount } from "@office/shared/auth/account.contract";
import { ALL_ROLES, type Role } from "@office/shared/auth/roles";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { useEmployeeAccount, useSetEmployeeRoles } from "../api/account";
import "../i18n";
import { biShieldCheck } from "../../../components/ui/icons";

type AccountTabProps = { employeeId: number; canEditRoles: boolean };

/**
 * Fiók (hr, companyAdmin): the employee's sign-in account — username and status, or that there is none
 * yet (the login link creates it) — and its roles: companyAdmin ticks them and saves (the change ends the
 * account's sessions and is recorded on Előzmények); hr sees them read-only.
 */
export function AccountTab({ employeeId, canEditRoles }: AccountTabProps) {
  const { t } = useTranslation("employees");
  const account = useEmployeeAccount(employeeId);
  return (
    <QueryState query={account} isEmpty={(data) => !data.hasAccount} empty={t("account.none")}>
      {(data) => <AccountDetails account={data} employeeId={employeeId} canEditRoles={canEditRoles} />}
    </QueryState>
  );
}

function AccountDetails({
  account,
  employeeId,
  canEditRoles,
}: AccountTabProps & { account: EmployeeAccount }) {
  const { t } = useTranslation("employees");
  return (
    <div className="row g-3">
      <div className="col-12 col-lg-6">
        <dl className="row mb-0">
          <dt className="col-sm-5">{t("account.username")}</dt>
          <dd className="col-sm-7 font-monospace">{account.username}</dd>
          <dt className="col-sm-5">{t("account.status")}</dt>
          <dd className="col-sm-7">{account.active ? t("account.active") : t("account.disabled")}</dd>
        </dl>
      </div>
      <div className="col-12 col-lg-6">
        <RolesEditor
          key={account.roles.join(",")}
          employeeId={employeeId}
          account={account}
          canEdit={canEditRoles}
        />
      </div>
    </div>
  );
}

function RolesEditor({
  employeeId,
  account,
  canEdit,
}: {
  employeeId: number;
  account: EmployeeAccount;
  canEdit: boolean;
}) {
  const { t } = useTranslation("employees");
  const save = useSetEmployeeRoles(employeeId);
  const [roles, setRoles] = useState<Role[]>(account.roles);
  const isDirty = roles.join(",") !== account.roles.join(",");
  const toggle = (role: Role, checked: boolean): void =>
    setRoles((current) => ALL_ROLES.filter((r) => (r === role ? checked : current.includes(r))));

  return (
    <fieldset>
      <legend className="h6">{t("account.roles")}</legend>
      {ALL_ROLES.map((role) => (
        <div className="form-check" key={role}>
          <input
            id={`role-${role}`}
            type="checkbox"
            className="form-check-input"
            checked={roles.includes(role)}
            disabled={!canEdit || save.isPending}
            onChange={(event) => toggle(role, event.target.checked)}
          />
          <label className="form-check-label" htmlFor={`role-${role}`}>
            {ROLE_LABELS[role]}
          </label>
        </div>
      ))}
      {canEdit ? (
        <>
          <p className="form-text">{t("account.rolesHint")}</p>
          <Button
            icon={biShieldCheck}
            disabled={!isDirty || save.isPending}
            onClick={() => save.mutate(roles, { onError: () => setRoles(account.roles) })}
          >
            {t("account.save")}
          </Button>
        </>
      ) : (
        <p className="form-text">{t("account.readOnly")}</p>
      )}
    </fieldset>
  );
}
