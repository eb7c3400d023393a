import { profilePictureUrl } from "@office/shared/employees/profile-picture";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { DEFAULT_AVATAR_URL } from "../../employees/api/profile-url";
import "./projects.css";

/** An employee's round profile picture (the default avatar when there is none). Decorative: alt="". */
export function EmployeeAvatar({
  employeeId,
  profilePicture,
  size = "2.5rem",
}: {
  employeeId: number | null;
  profilePicture: string | null;
  size?: string;
}) {
  const tenant = useAuthStore((s) => s.authUser.tenantId);
  const src =
    employeeId && profilePicture ? profilePictureUrl(tenant, employeeId, profilePicture) : DEFAULT_AVATAR_URL;
  return (
    <img
      src={src}
      alt=""
      className="rounded-circle project-avatar flex-shrink-0"
      style={{ width: size, height: size }}
    />
  );
}
