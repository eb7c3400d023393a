import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PROFILE_PICTURE_MAX_BYTES } from "@office/shared/employees/profile-picture";
import { ImageUpload } from "../../../components/ui/image-upload";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { isEmployeeDetail, useEmployee } from "../../employees/api/get-employee";
import { DEFAULT_AVATAR_URL } from "../../employees/api/profile-url";
import { useUploadOwnProfilePicture } from "../../employees/api/upload-profile-picture";
import { EmployeeDetailsView } from "../../employees/components/employee-details-view";
import { useLeaveDay } from "../../leave/api/get-leave-day";
import { DeputyCard } from "../../leave/components/deputy-card";
import { LeaveBalanceCard } from "../../leave/components/leave-balance-card";
import { PasswordChangeFormCard } from "../components/password-change-form";
import { NotificationSettingsCard } from "../components/notification-settings-card";
import { ProfileDataCard } from "../components/profile-data-card";

/**
 * `/profil` (SPEC route `profil`, DESIGN §7): own data from `GET /api/employee/{employeeId}` (the whole
 * record, read-only), this year's leave balance, profile picture upload with preview, password change, the
 * stand-in while I am away (issue 22 §2), the e-mail notification settings (issue 23 §1).
 */
export function ProfilePage() {
  const { t } = useTranslation("profile");
  useBreadcrumb([{ name: t("title"), url: "/profil" }]);
  const employeeId = useAuthStore((s) => s.authUser.employeeId);
  const username = useAuthStore((s) => s.authUser.username);
  const profileUrl = useAuthStore((s) => s.authUser.profileUrl);
  const employee = useEmployee(employeeId);
  const upload = useUploadOwnProfilePicture();
  const year = new Date().getFullYear();
  const leaveDay = useLeaveDay(employeeId, year);

  return (
    <>
      <h1 className="h3 mb-3">{t("title")}</h1>
      <div className="row g-3">
        <div className="col-12 col-lg-6">
          <ProfileDataCard employee={employee.data} username={username} isLoading={employee.isPending} />
        </div>
        <div className="col-12 col-lg-6">
          <section className="card h-100" aria-labelledby="profile-picture-title">
            <div className="card-body">
              <h2 id="profile-picture-title" className="h5 card-title mb-3">
                {t("picture.title")}
              </h2>
              <img
                src={profileUrl || DEFAULT_AVATAR_URL}
                alt={t("picture.current")}
                width={96}
                height={96}
                className="rounded-circle app-avatar mb-3"
              />
              {employeeId > 0 && (
                <ImageUpload
                  label={t("picture.file")}
                  submitLabel={t("picture.submit")}
                  previewAlt={t("picture.preview")}
                  maxBytes={PROFILE_PICTURE_MAX_BYTES}
                  onUpload={(file) => upload.mutateAsync({ employeeId, file })}
                />
              )}
            </div>
          </section>
        </div>
        {employeeId > 0 && (
          <div className="col-12 col-lg-6">
            <LeaveBalanceCard
              title={t("leave:balance.title", { year })}
              leaveDay={leaveDay.data}
              isLoading={leaveDay.isPending}
              isError={leaveDay.isError}
            >
              <Link to="/szabadsagok" className="btn btn-outline-primary btn-sm">
                {t("leave:balance.open")}
              </Link>
            </LeaveBalanceCard>
          </div>
        )}
        <div className="col-12 col-lg-6">
          <PasswordChangeFormCard />
        </div>
        {employeeId > 0 && (
          <div className="col-12 col-lg-6">
            <DeputyCard employeeId={employeeId} isSelf />
          </div>
        )}
        <div className="col-12">
          <NotificationSettingsCard />
        </div>
        {/* Last: it appears once the record has loaded, and nothing below it moves (CLS). */}
        {isEmployeeDetail(employee.data) && (
          <div className="col-12">
            <section className="card" aria-labelledby="profile-record-title">
              <div className="card-body">
                <h2 id="profile-record-title" className="h5 card-title mb-3">
                  {t("record.title")}
                </h2>
                <p className="small text-body-secondary">{t("record.hint")}</p>
                <EmployeeDetailsView employee={employee.data} />
              </div>
            </section>
          </div>
        )}
      </div>
    </>
  );
}
