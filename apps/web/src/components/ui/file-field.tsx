import { forwardRef, useEffect, useId, useRef, useState, type ChangeEvent, type FocusEvent } from "react";
import { Icon } from "./icon";
import { biUpload } from "./icons";
import "./date-field.css";

/** Props of FileField: FormField's control props plus the native file input's own. */
export type FileFieldProps = {
  id?: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string | undefined;
  /** The native change event, exactly as `<input type="file">` gives it. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  accept?: string;
  multiple?: boolean;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** Button text; default "Fájl kiválasztása". */
  buttonLabel?: string;
  "data-testid"?: string;
  "aria-label"?: string;
};

/**
 * A file input with Hungarian text (issue 19 §1) instead of the browser's "Choose File / No file chosen":
 * a "Fájl kiválasztása" button and the chosen file's name (or "Nincs kiválasztott fájl"). The real
 * `<input type="file">` stays in the page (visually hidden, focusable, labelled by the field's label and
 * the button, described by the file name), so keyboard use, `onChange`, refs (`input.value = ""`,
 * `form.reset()`) and Playwright's `setInputFiles` work as with the native input.
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  {
    id,
    className: _className,
    onChange,
    buttonLabel = "Fájl kiválasztása",
    "aria-describedby": describedBy,
    ...rest
  },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const statusId = `${inputId}-chosen`;
  const [chosen, setChosen] = useState("");
  const inputRef = useRef<HTMLInputElement | null>(null);

  // react-hook-form's reset() and a plain <form> reset empty the input without a change event.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onReset = () => setChosen("");
    form.addEventListener("reset", onReset);
    return () => form.removeEventListener("reset", onReset);
  }, []);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    setChosen(files.length > 1 ? `${files.length} fájl kiválasztva` : (files[0]?.name ?? ""));
    onChange?.(event);
  };

  return (
    <div className="d-flex align-items-center gap-2 flex-wrap">
      <input
        {...rest}
        ref={(element) => {
          inputRef.current = element;
          if (typeof ref === "function") ref(element);
          else if (ref) ref.current = element;
        }}
        id={inputId}
        type="file"
        className="file-field-input visually-hidden"
        aria-describedby={[statusId, describedBy].filter(Boolean).join(" ")}
        onChange={handleChange}
        onClick={(event) => {
          // A fresh pick of the same file must fire change again; the name shown follows the input.
          if (!event.currentTarget.value) setChosen("");
        }}
      />
      <label
        htmlFor={inputId}
        className={`file-field-button btn btn-secondary mb-0${rest.disabled ? " disabled" : ""}`}
      >
        <Icon icon={biUpload} className="me-1" />
        {buttonLabel}
      </label>
      <span id={statusId} className="text-body-secondary small text-break">
        {chosen || "Nincs kiválasztott fájl"}
      </span>
    </div>
  );
});
