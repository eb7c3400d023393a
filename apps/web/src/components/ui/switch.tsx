import { useId, type ReactNode } from "react";

export type SwitchProps = {
  value: boolean;
  onChange: (value: boolean) => void;
  label: ReactNode;
  /** Where the switch sits relative to its label: `left` (default) or `right`. */
  direction?: "left" | "right";
  /** Class of the outer element. */
  className?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
};

/** SPEC §9 switch: a labelled boolean toggle (Bootstrap form-switch, `role="switch"`). */
export function Switch({
  value,
  onChange,
  label,
  direction = "left",
  className,
  disabled = false,
  id,
  name,
}: SwitchProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const classes = ["form-check", "form-switch", "app-switch"];
  if (direction === "right") classes.push("form-check-reverse");
  if (disabled) classes.push("is-disabled");
  if (className) classes.push(className);
  return (
    <div className={classes.join(" ")}>
      <input
        id={inputId}
        name={name}
        type="checkbox"
        role="switch"
        className="form-check-input"
        checked={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={inputId}>
        {label}
      </label>
    </div>
  );
}
