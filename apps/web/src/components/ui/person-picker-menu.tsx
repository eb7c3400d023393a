import type { UseComboboxPropGetters } from "downshift";
import { useTranslation } from "react-i18next";
import { Icon } from "./icon";
import { biCheckLg } from "./icons";
import type { PersonItem, PersonOption } from "./person-options";
import "./person-picker.css";

/**
 * The props both person pickers share. The first four are what `FormField` hands its control (spread
 * `{...props}`): `id` becomes the input's id and `${id}-label` the label's (FormField's label carries
 * it), `aria-invalid` adds Bootstrap's `is-invalid`. `people` is the unsorted list; the picker sorts it
 * in Hungarian order.
 */
export type PersonFieldProps = {
  id?: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string | undefined;
  /** The id of the visible label; default `${id}-label`. */
  labelId?: string;
  people: readonly PersonOption[];
  placeholder?: string;
  disabled?: boolean;
  "data-testid"?: string;
};

type PersonMenuProps = {
  isOpen: boolean;
  items: readonly PersonItem[];
  highlightedIndex: number;
  getMenuProps: UseComboboxPropGetters<PersonItem>["getMenuProps"];
  getItemProps: UseComboboxPropGetters<PersonItem>["getItemProps"];
  /** Multi mode: whether an entry is picked (`aria-selected`, check mark); absent in single mode. */
  isPicked?: (item: PersonItem) => boolean;
  selectedId?: number | null;
};

/**
 * The drop-down list of a person picker: an ARIA listbox of the matching people (name, then the
 * department or namesake detail, muted), "no match" text outside the listbox. Always in the DOM
 * (downshift needs the menu element), hidden while closed. The list itself scrolls, so downshift keeps
 * the highlighted entry in view.
 */
export function PersonMenu({
  isOpen,
  items,
  highlightedIndex,
  getMenuProps,
  getItemProps,
  isPicked,
  selectedId,
}: PersonMenuProps) {
  const { t } = useTranslation();
  const isMulti = isPicked !== undefined;
  return (
    <div className={`person-picker-menu dropdown-menu${isOpen ? " show" : ""}`}>
      <ul
        {...getMenuProps(isMulti ? { "aria-multiselectable": true } : {})}
        className="person-picker-list list-unstyled mb-0"
      >
        {isOpen &&
          items.map((item, index) => {
            const isHighlighted = index === highlightedIndex;
            const isChosen = isMulti ? isPicked(item) : item.id === selectedId;
            return (
              <li
                key={item.id}
                {...getItemProps({ item, index, ...(isMulti ? { "aria-selected": isChosen } : {}) })}
                className={`person-picker-option dropdown-item${isHighlighted ? " active" : ""}`}
              >
                <span className="person-picker-check" aria-hidden="true">
                  {isChosen && <Icon icon={biCheckLg} />}
                </span>
                <span className="person-picker-text">
                  <span className="person-picker-name">{item.name}</span>
                  {item.hint && " "}
                  {item.hint && (
                    <span className={`person-picker-hint${isHighlighted ? "" : " text-body-secondary"}`}>
                      {item.hint}
                    </span>
                  )}
                </span>
              </li>
            );
          })}
      </ul>
      {isOpen && items.length === 0 && (
        <p className="dropdown-item-text text-body-secondary mb-0">{t("personPicker.noMatch")}</p>
      )}
    </div>
  );
}
