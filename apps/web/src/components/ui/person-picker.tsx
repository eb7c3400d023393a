import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from "downshift";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./icon";
import { biChevronDown, biXLg } from "./icons";
import { filterPersonItems, toPersonItems, type PersonItem } from "./person-options";
import { PersonMenu, type PersonFieldProps } from "./person-picker-menu";

type PersonPickerProps = PersonFieldProps & {
  /** The picked person's id, null for none. */
  value: number | null;
  onChange: (id: number | null) => void;
  /** Whether "nobody" is a valid answer: a clear button, and emptying the text clears the pick. */
  isClearable?: boolean;
};

const toLabel = (item: PersonItem | null): string => item?.label ?? "";

/**
 * A searchable single person picker (issue 19 §1): a WAI-ARIA 1.2 combobox (downshift's `useCombobox`)
 * over `people` in Hungarian alphabetical order. Typing filters by every word, ignoring case and accents
 * ("balazs" finds "Balázs"); ↑/↓ move, Enter picks, Escape closes and restores the text (on a closed
 * list it clears a clearable pick); leaving the field without picking restores the picked name.
 * Namesakes show their department (or e-mail) in the list and in the field.
 *
 * Why downshift: it implements the combobox/listbox ARIA pattern and keyboard model and leaves the markup
 * to us, so the field is plain Bootstrap (`form-control`, `dropdown-menu`) in light and dark mode.
 */
export function PersonPicker({
  value,
  onChange,
  isClearable = false,
  people,
  id,
  labelId,
  placeholder,
  disabled,
  "aria-invalid": isInvalid,
  "aria-describedby": describedBy,
  "data-testid": testId,
}: PersonPickerProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const items = useMemo(() => toPersonItems(people), [people]);
  const selectedItem = items.find((item) => item.id === value) ?? null;
  /** The typed search; null while the field shows the pick (then the whole list is offered). */
  const [query, setQuery] = useState<string | null>(null);
  const shown = useMemo(() => (query === null ? items : filterPersonItems(items, query)), [items, query]);

  const stateReducer = (
    state: UseComboboxState<PersonItem>,
    { type, changes }: UseComboboxStateChangeOptions<PersonItem>,
  ): Partial<UseComboboxState<PersonItem>> => {
    switch (type) {
      case useCombobox.stateChangeTypes.InputBlur:
        if (changes.selectedItem !== state.selectedItem) return changes;
        if (isClearable && state.inputValue.trim() === "")
          return { ...changes, selectedItem: null, inputValue: "" };
        return { ...changes, inputValue: toLabel(state.selectedItem) };
      case useCombobox.stateChangeTypes.InputKeyDownEscape:
        if (state.isOpen || isClearable)
          return { ...changes, inputValue: toLabel(changes.selectedItem ?? null) };
        return { ...changes, selectedItem: state.selectedItem, inputValue: toLabel(state.selectedItem) };
      default:
        return changes;
    }
  };

  const {
    isOpen,
    highlightedIndex,
    getMenuProps,
    getItemProps,
    getInputProps,
    getToggleButtonProps,
    selectItem,
  } = useCombobox<PersonItem>({
    items: shown,
    selectedItem,
    inputId,
    labelId: labelId ?? `${inputId}-label`,
    itemToString: toLabel,
    itemToKey: (item: PersonItem | null) => item?.id,
    stateReducer,
    onInputValueChange: ({ type, inputValue }) =>
      setQuery(type === useCombobox.stateChangeTypes.InputChange ? inputValue : null),
    onIsOpenChange: ({ isOpen: open }) => {
      if (!open) setQuery(null);
    },
    onSelectedItemChange: ({ selectedItem: picked }) => onChange(picked?.id ?? null),
  });

  return (
    <div className="person-picker">
      <div className={`input-group${isInvalid ? " has-validation" : ""}`}>
        <input
          {...getInputProps({
            disabled,
            placeholder: placeholder ?? t("personPicker.placeholder"),
            "aria-invalid": isInvalid || undefined,
            "aria-describedby": describedBy,
          })}
          type="text"
          className={`form-control${isInvalid ? " is-invalid" : ""}`}
          data-testid={testId}
        />
        {isClearable && selectedItem && !disabled && (
          <button
            type="button"
            className="btn btn-outline-secondary person-picker-button"
            tabIndex={-1}
            aria-label={t("personPicker.clear")}
            onClick={() => selectItem(null)}
          >
            <Icon icon={biXLg} />
          </button>
        )}
        <button
          {...getToggleButtonProps({ disabled })}
          type="button"
          className="btn btn-outline-secondary person-picker-button"
          aria-label={t("personPicker.open")}
        >
          <Icon icon={biChevronDown} />
        </button>
      </div>
      <PersonMenu
        isOpen={isOpen}
        items={shown}
        highlightedIndex={highlightedIndex}
        getMenuProps={getMenuProps}
        getItemProps={getItemProps}
        selectedId={selectedItem?.id ?? null}
      />
    </div>
  );
}
