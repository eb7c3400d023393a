import { Suspense, lazy, useId, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { Icon, type IconDef } from "./icon";

const ButtonTooltip = lazy(() => import("./button-tooltip").then((m) => ({ default: m.ButtonTooltip })));

/** SPEC §9 button colours; `primary` is the default. */
export const BUTTON_COLORS = ["primary", "success", "warning", "info", "secondary", "gray"] as const;
export type ButtonColor = (typeof BUTTON_COLORS)[number];

export type ButtonProps = Omit<ComponentPropsWithoutRef<"button">, "color"> & {
  color?: ButtonColor;
  /** Optional tooltip text (shown on hover and keyboard focus). */
  tooltip?: string;
  /** Optional icon before the label, e.g. `biSave` from icons.ts. */
  icon?: IconDef;
  children?: ReactNode;
};

/**
 * SPEC §9 button: colour (primary by default), optional tooltip and icon, `type="button"` unless told
 * otherwise; disabled means half opacity and no input (native `disabled`, see `.app-button` in app.css).
 */
export function Button({
  color = "primary",
  tooltip,
  icon,
  type = "button",
  className,
  children,
  ...rest
}: ButtonProps) {
  const tooltipId = useId();
  const button = (
    <button
      type={type}
      className={`btn btn-${color} app-button${className ? ` ${className}` : ""}`}
      {...rest}
    >
      {icon && <Icon icon={icon} className={children ? "me-1" : undefined} />}
      {children}
    </button>
  );
  if (!tooltip) return button;
  return (
    <Suspense fallback={button}>
      <ButtonTooltip id={tooltipId} text={tooltip} isDisabled={Boolean(rest.disabled)}>
        {button}
      </ButtonTooltip>
    </Suspense>
  );
}
