import { useId, type ReactNode } from "react";

/** Props a control needs to be labelled and described by its field. */
export type FieldControlProps = {
  id: string;
  className: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
};

type FormFieldProps = {
  label: string;
  /** Field-level message (Hungarian), shown under the control and linked with aria-describedby. */
  error?: string | undefined;
  hint?: string;
  /** `form-control` (default), `form-select` or `form-control form-control-color`… */
  controlClassName?: string;
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
};

/** A labelled Bootstrap form row: label, the control (render prop), hint and validation message. */
export function FormField({
  label,
  error,
  hint,
  controlClassName = "form-control",
  className = "mb-3",
  children,
}: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {children({
        id,
        className: `${controlClassName}${error ? " is-invalid" : ""}`,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy,
      })}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
