import type { ReactNode } from "react";
import { useClientConfig } from "../../client-config/api/get-client-config";

type AuthCardProps = { title: string; children: ReactNode };

/** The centred card of the signed-out screens, branded with the tenant's logo, name and header colour. */
export function AuthCard({ title, children }: AuthCardProps) {
  const { config } = useClientConfig();
  return (
    <div className="app-auth">
      <div className="card app-auth-card shadow-sm">
        <div className="app-auth-brand" style={{ backgroundColor: config.headerColor }}>
          {config.logoSrc ? (
            <img src={config.logoSrc} alt={config.name} style={{ height: config.logoHeight }} />
          ) : (
            <span className="app-auth-brand-name">{config.name}</span>
          )}
        </div>
        <div className="card-body p-4">
          <h1 className="h4 mb-4">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
