import { useId, useState, type KeyboardEvent } from 'react';
import type { TSuggestions } from '@tabib/shared';
import { useSuggestions, type SuggestionField } from '../api/get-suggestions.ts';

type Suggestion = TSuggestions['suggestions'][number];

export interface SuggestionComboboxProps {
  field: SuggestionField;
  /** Name of the query-string parameter the input stands for. */
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** A form's error and hint under the field (the profile's speciality, decision 056). */
  invalid?: boolean | undefined;
  describedBy?: string | undefined;
}

/**
 * A text input with suggestions, following the WAI-ARIA 1.2 combobox pattern with list
 * autocomplete: arrows move through the suggestions, Enter picks one, Escape closes the list.
 * Picking fills the input; only the form's button (or Enter with no suggestion chosen) searches.
 */
export function SuggestionCombobox({
  field,
  name,
  label,
  placeholder,
  value,
  onChange,
  invalid,
  describedBy,
}: SuggestionComboboxProps) {
  const id = useId();
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(field, open ? value : null);
  const options: Suggestion[] = open ? (suggestions.data?.suggestions ?? []) : [];
  const expanded = options.length > 0;
  const activeIndex = active < options.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (option: Suggestion) => {
    onChange(option.label);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(event.altKey ? -1 : 0);
        } else setActive(activeIndex >= last ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(-1);
        } else setActive(activeIndex <= 0 ? last : activeIndex - 1);
        break;
      case 'Enter': {
        const option = expanded ? options[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          pick(option);
        } else close();
        break;
      }
      case 'Escape':
        if (expanded) event.preventDefault();
        // Also cancels suggestions still on their way, so none pops up after Escape.
        close();
        break;
      case 'Tab':
        close();
        break;
    }
  };

  return (
    <div className="field combobox">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          // A field emptied means "any": no list pops up over the search button (ArrowDown opens it).
          setOpen(event.target.value.trim() !== '');
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul id={listId} role="listbox" aria-label={label} className="combobox-listbox" hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={option.slug}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={index === activeIndex ? 'is-active' : undefined}
            // Keeps the focus in the input, so the click below still finds the list open.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
