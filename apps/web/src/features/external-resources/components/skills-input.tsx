import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import "../i18n";

type SkillsInputProps = {
  value: readonly string[];
  onChange: (skills: string[]) => void;
  error?: string | undefined;
  /** Suggestions (skills of other contractors) for the datalist. */
  suggestions?: readonly string[];
};

/**
 * A tag input for skills: type and press Enter or a comma (or leave the field) to add a tag; Backspace in
 * the empty field removes the last one; each tag has a remove button. Duplicates (any case) are not added.
 */
export function SkillsInput({ value, onChange, error, suggestions = [] }: SkillsInputProps) {
  const { t } = useTranslation("external-resources");
  const id = useId();
  const [draft, setDraft] = useState("");

  const add = (): void => {
    const skill = draft.trim().replace(/,+$/, "").trim();
    setDraft("");
    if (!skill) return;
    const key = skill.toLocaleLowerCase("hu");
    if (value.some((s) => s.toLocaleLowerCase("hu") === key)) return;
    onChange([...value, skill]);
  };
  const handleKey = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    } else if (event.key === "Backspace" && draft === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {t("form.skills")}
      </label>
      {value.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-1 mb-2" aria-label={t("form.skills")}>
          {value.map((skill) => (
            <li key={skill} className="badge rounded-pill text-bg-secondary d-inline-flex align-items-center">
              <span>{skill}</span>
              <button
                type="button"
                className="btn-close btn-close-white ms-1"
                style={{ fontSize: "0.55rem" }}
                aria-label={t("form.removeSkill", { skill })}
                onClick={() => onChange(value.filter((s) => s !== skill))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="input-group">
        <input
          id={id}
          type="text"
          className={`form-control${error ? " is-invalid" : ""}`}
          placeholder={t("form.skillsPlaceholder")}
          list={`${id}-suggestions`}
          value={draft}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKey}
          onBlur={add}
        />
        <button type="button" className="btn btn-secondary" onClick={add}>
          {t("form.addSkill")}
        </button>
      </div>
      <datalist id={`${id}-suggestions`}>
        {suggestions
          .filter((s) => !value.includes(s))
          .map((s) => (
            <option key={s} value={s} />
          ))}
      </datalist>
      <div id={`${id}-hint`} className="form-text">
        {t("form.skillsHint")}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
