import {
  useCombobox,
  useMultipleSelection,
  type UseComboboxState,
  type UseComboboxStateChangeOptions,
} from "downshift";
import { useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./icon";
import { biXLg } from "./icons";
import { filterPersonItems, toPersonItems, type PersonItem } from "./person-options";
import { PersonMenu, type PersonFieldProps } from "./person-picker-menu";

type PersonMultiPickerProps = PersonFieldProps & {
  /** The picked people's ids, in the order they were picked. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
};

/**
 * A searchable multi person picker (issue 19 §1): the picks as chips in front of a WAI-ARIA 1.2
 * combobox (downshift's `useMultipleSelection` + `useCombobox`) over `people` in Hungarian order. A click
 * or Enter on an entry toggles it and keeps the list open, so one click never drops earlier picks;
 * typing filters ignoring case and accents and is cleared after each pick; Backspace in the empty
 * field removes the last chip; ←/→ walk the chips and Delete/Backspace removes the focused one; Escape
 * closes. The listbox is `aria-multiselectable`, each entry's `aria-selected` tells whether it is picked.
 * Namesakes show their department (or e-mail) in the list and on the chip.
 */
export function PersonMultiPicker({
  value,
  onChange,
  people,
  id,
  labelId,
  placeholder,
  disabled,
  "aria-invalid": isInvalid,
  "aria-describedby": describedBy,
  "data-testid": testId,
}: PersonMultiPickerProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const inputRef = useRef<HTMLInputElement>(null);
  const items = useMemo(() => toPersonItems(people), [people]);
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const selectedItems = value
    .map((v) => byId.get(v))
    .filter((item): item is PersonItem => item !== undefined);
  const picked = new Set(value);
  const [query, setQuery] = useState("");
  const shown = useMemo(() => filterPersonItems(items, query), [items, query]);

  const toggle = (item: PersonItem) =>
    onChange(picked.has(item.id) ? value.filter((v) => v !== item.id) : [...value, item.id]);

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<PersonItem>({
    selectedItems,
    itemToKey: (item: PersonItem | null) => item?.id,
    onSelectedItemsChange: ({ selectedItems: next }) => onChange(next.map((item) => item.id)),
  });

  const stateReducer = (
    state: UseComboboxState<PersonItem>,
    { type, changes }: UseComboboxStateChangeOptions<PersonItem>,
  ): Partial<UseComboboxState<PersonItem>> => {
    switch (type) {
      case useCombobox.stateChangeTypes.InputKeyDownEnter:
      case useCombobox.stateChangeTypes.ItemClick: {
        const pick = changes.selectedItem;
        return {
          ...changes,
          isOpen: true,
          inputValue: "",
          highlightedIndex: pick ? items.indexOf(pick) : state.highlightedIndex,
        };
      }
      case useCombobox.stateChangeTypes.InputBlur:
        return { ...changes, selectedItem: null, inputValue: "" };
      default:
        return changes;
    }
  };

  const { isOpen, highlightedIndex, getMenuProps, getItemProps, getInputProps } = useCombobox<PersonItem>({
    items: shown,
    selectedItem: null,
    inputValue: query,
    inputId,
    labelId: labelId ?? `${inputId}-label`,
    itemToString: (item: PersonItem | null) => item?.label ?? "",
    itemToKey: (item: PersonItem | null) => item?.id,
    stateReducer,
    onStateChange: ({ type, selectedItem }) => {
      const isPick =
        type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
        type === useCombobox.stateChangeTypes.ItemClick;
      if (isPick && selectedItem) toggle(selectedItem);
    },
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
  });

  return (
    <div className="person-picker">
      <div
        className={`person-picker-control form-control${isInvalid ? " is-invalid" : ""}${disabled ? " disabled" : ""}`}
        onClick={() => inputRef.current?.focus()}
      >
        {selectedItems.length > 0 && (
          <ul
            className="person-picker-chips"
            aria-label={t("personPicker.picked", { count: selectedItems.length })}
          >
            {selectedItems.map((item, index) => (
              <li
                key={item.id}
                {...getSelectedItemProps({ selectedItem: item, index })}
                className="person-picker-chip"
                data-testid="person-chip"
              >
                <span>{item.name}</span>
                {item.detail && <span className="person-picker-chip-detail"> {item.detail}</span>}
                {!disabled && (
                  <button
                    type="button"
                    className="person-picker-chip-remove"
                    tabIndex={-1}
                    aria-label={t("personPicker.remove", { name: item.label })}
                    onClick={(event) => {
                      event.stopPropagation();
                      removeSelectedItem(item);
                    }}
                  >
                    <Icon icon={biXLg} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <input
          {...getInputProps(
            getDropdownProps({
              ref: inputRef,
              disabled,
              placeholder:
                selectedItems.length === 0 ? (placeholder ?? t("personPicker.placeholder")) : undefined,
              "aria-invalid": isInvalid || undefined,
              "aria-describedby": describedBy,
            }),
          )}
          type="text"
          className="person-picker-input"
          data-testid={testId}
        />
      </div>
      <PersonMenu
        isOpen={isOpen}
        items={shown}
        highlightedIndex={highlightedIndex}
        getMenuProps={getMenuProps}
        getItemProps={getItemProps}
        isPicked={(item) => picked.has(item.id)}
      />
    </div>
  );
}
