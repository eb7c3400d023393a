import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import Tab from "react-bootstrap/Tab";
import Tabs from "react-bootstrap/Tabs";
import { hasPermission } from "@office/shared/auth/permissions";
import type { EmployeeDetail } from "@office/shared/employees/employees.contract";
import { profilePictureUrl } from "@office/shared/employees/profile-picture";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { isHttpError } from "../../../lib/http/http-error";
import { EmployeeLeaveTab } from "../../leave/components/employee-leave-tab";
import { isEmployeeDetail, useEmployee } from "../api/get-employee";
import { DEFAULT_AVATAR_URL } from "../api/profile-url";
import { useUpdateEmployee } from "../api/save-employee";
import { AccountTab } from "../components/account-tab";
import { AssetsTab } from "../components/assets-tab";
import { DeleteEmployeeButton } from "../components/delete-employee-button";
import { DocumentsTab } from "../components/documents-tab";
import { EmployeeDetailsView } from "../components/employee-details-view";
import { EmployeeForm } from "../components/employee-form";
import { toEmployeeFormValues } from "../components/employee-form-values";
import { FilesTab } from "../components/files-tab";
import { HistoryTab } from "../components/history-tab";
import { SendPasswordButton } from "../components/send-password-button";
import { WagesTab } from "../components/wages-tab";
import "../components/employees.css";
import "../i18n";

/** Tab keys (also the `?tab=` value). */
const TABS = [
  "adatok",
  "dokumentumok",
  "fajlok",
  "elozmenyek",
  "szabadsag",
  "ber",
  "eszkozok",
  "fiok",
] as const;
type TabKey = (typeof TABS)[number];

/**
 * `/munkatarsak/{id}` (SPEC route `employee`): header with picture and status, and the DESIGN §7 tabs
 * Adatok (form for hr, read-only for the employee, directory view for others), Dokumentumok, Fájlok,
 * Előzmények (hr), Szabadság (self, manager, hr), Bér (`employeeWages2`), Eszközök (self, hr,
 * assetManager), Fiók (hr; roles editable by companyAdmin). hr may send the login link, deactivate or delete.
 */
export function EmployeePage() {
  const { t } = useTranslation("employees");
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0 ? id : 0;
  const authUser = useAuthStore((s) => s.authUser);
  const isHr = hasPermission(authUser.role, "hr");
  const canSeeWages = hasPermission(authUser.role, "employeeWages2");
  const isCompanyAdmin = hasPermission(authUser.role, "companyAdmin");
  const isAssetManager = hasPermission(authUser.role, "hr") || hasPermission(authUser.role, "assetManager");
  const employee = useEmployee(validId);
  const [params, setParams] = useSearchParams();
  useBreadcrumb([
    { name: t("list.title"), url: "/munkatarsak" },
    { name: employee.data?.name ?? t("detail.title"), url: `/munkatarsak/${validId}` },
  ]);

  if (validId === 0 || isHttpError(employee.error, 404)) {
    return (
      <>
        <h1 className="h3 mb-3">{t("detail.title")}</h1>
        <div className="alert alert-warning" role="alert">
          {t("detail.notFound")}
        </div>
      </>
    );
  }
  if (employee.isError) return <p role="alert">{t("common:loadError")}</p>;
  if (employee.isPending) {
    return (
      <p className="text-body-secondary" role="status">
        {t("common:loading")}
      </p>
    );
  }

  const data = employee.data;
  const isFull = isEmployeeDetail(data);
  const isSelf = authUser.employeeId === data.id;
  const canSeeLeave = isFull || data.managerId === authUser.employeeId;
  const visible: Record<TabKey, boolean> = {
    adatok: true,
    dokumentumok: isFull,
    fajlok: isFull,
    elozmenyek: isHr,
    szabadsag: canSeeLeave,
    ber: canSeeWages,
    eszkozok: isSelf || isAssetManager,
    fiok: isHr || isCompanyAdmin,
  };
  const requested = params.get("tab");
  const activeTab: TabKey = TABS.find((key) => key === requested && visible[key]) ?? "adatok";
  const selectTab = (key: string | null): void => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!key || key === "adatok") next.delete("tab");
        else next.set("tab", key);
        return next;
      },
      { replace: true },
    );
  };
  const avatar = data.profilePicture
    ? profilePictureUrl(authUser.tenantId, data.id, data.profilePicture)
    : DEFAULT_AVATAR_URL;

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <img src={avatar} alt="" className="rounded-circle app-avatar app-employee-header-avatar" />
        <div className="me-auto app-shrink">
          <h1 className="h3 mb-0 text-break">
            {data.name}{" "}
            <span
              className={`badge fs-6 align-middle ${data.active ? "text-bg-success" : "text-bg-secondary"}`}
            >
              {data.active ? t("list.statusActive") : t("list.statusInactive")}
            </span>
          </h1>
          <div className="text-body-secondary">
            {[data.position, data.department, data.employeeNumber].filter(Boolean).join(" · ")}
          </div>
        </div>
        {isHr && (
          <SendPasswordButton employeeId={data.id} name={data.name} email={data.email} active={data.active} />
        )}
        {isHr && <DeleteEmployeeButton employeeId={data.id} name={data.name} isSelf={isSelf} />}
      </div>

      <Tabs
        id="employee-tabs"
        activeKey={activeTab}
        onSelect={selectTab}
        mountOnEnter
        transition={false}
        className="mb-3"
      >
        <Tab eventKey="adatok" title={t("detail.tabs.data")}>
          {isFull && isHr ? (
            <EmployeeEditForm employee={data} />
          ) : (
            <>
              {!isFull && <p className="text-body-secondary small">{t("detail.directoryNote")}</p>}
              <EmployeeDetailsView employee={data} />
            </>
          )}
        </Tab>
        {visible.dokumentumok && (
          <Tab eventKey="dokumentumok" title={t("detail.tabs.documents")}>
            <DocumentsTab employeeId={data.id} canManage={isHr} />
          </Tab>
        )}
        {visible.fajlok && (
          <Tab eventKey="fajlok" title={t("detail.tabs.files")}>
            <FilesTab employeeId={data.id} canManage={isHr} />
          </Tab>
        )}
        {visible.elozmenyek && (
          <Tab eventKey="elozmenyek" title={t("detail.tabs.history")}>
            <HistoryTab employeeId={data.id} />
          </Tab>
        )}
        {visible.szabadsag && (
          <Tab eventKey="szabadsag" title={t("detail.tabs.leave")}>
            <EmployeeLeaveTab employeeId={data.id} canEdit={isHr} />
          </Tab>
        )}
        {visible.ber && (
          <Tab eventKey="ber" title={t("detail.tabs.wages")}>
            <WagesTab employeeId={data.id} />
          </Tab>
        )}
        {visible.eszkozok && (
          <Tab eventKey="eszkozok" title={t("detail.tabs.assets")}>
            <AssetsTab employeeId={data.id} />
          </Tab>
        )}
        {visible.fiok && (
          <Tab eventKey="fiok" title={t("detail.tabs.account")}>
            <AccountTab employeeId={data.id} canEditRoles={isCompanyAdmin} />
          </Tab>
        )}
      </Tabs>
    </>
  );
}

/** hr's edit form of the record (`PUT /api/employee/{id}`); re-keyed when the saved record changes. */
function EmployeeEditForm({ employee }: { employee: EmployeeDetail }) {
  const { t } = useTranslation("employees");
  const update = useUpdateEmployee(employee.id);
  return (
    <EmployeeForm
      defaultValues={toEmployeeFormValues(employee)}
      employeeId={employee.id}
      submitLabel={t("form.submit")}
      onSubmit={(input) => update.mutateAsync(input)}
    />
  );
}
