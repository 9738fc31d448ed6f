import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Check, ChevronDown, CircleAlert } from 'lucide-react';
import fieldStyles from './text-field.module.css';
import styles from './combobox.module.css';

export type ComboboxOption = {
  /** What is chosen (and stored). */
  value: string;
  /** The option's text, and the field's once chosen. */
  label: string;
  /** A second, quieter line. */
  detail?: string;
};

export type ComboboxProps = {
  /** Always visible; it is the field's accessible name. */
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field; marks it aria-invalid. */
  error?: ReactNode;
  id?: string;
  required?: boolean;
  /** The chosen value, and the text the field shows for it while nothing is being typed. */
  value: string;
  valueLabel: string;
  /** The options for the typed text, best first; `null` when nothing is typed (the whole list). */
  optionsFor: (typed: string | null) => readonly ComboboxOption[];
  /** The value typed text names exactly, kept when the field is left without choosing; null reverts to the chosen value. */
  exactValueFor?: (typed: string) => string | null;
  onChange: (value: string) => void;
  /** What the list says when nothing fits the typed text. */
  emptyText: (typed: string) => string;
  /** How the options are counted for a screen reader: "12 time zones". */
  countText: (count: number) => string;
};

/**
 * A text field that searches a list and chooses from it, after the WAI-ARIA combobox pattern
 * ("list autocomplete with automatic selection"): typing filters and highlights the best fit,
 * ↓/↑ move through the list, Enter or Tab takes the highlighted option, Escape closes and brings
 * back the chosen value, and leaving the field otherwise keeps either the chosen value or an
 * exact name typed in full.
 */
export function Combobox({
  label,
  hint,
  error,
  id,
  required,
  value,
  valueLabel,
  optionsFor,
  exactValueFor,
  onChange,
  emptyText,
  countText,
}: ComboboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = `${inputId}-label`;
  const listId = `${inputId}-list`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const optionId = (index: number) => `${inputId}-option-${index}`;
  const [open, setOpen] = useState(false);
  /** What is typed since the field was last chosen from; null shows the chosen value's text. */
  const [typed, setTyped] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const options = optionsFor(typed !== null && typed.trim() !== '' ? typed : null);
  const active = open ? options[activeIndex] : undefined;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describers = [hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean);

  // The highlighted option stays in sight as the arrows move through a long list.
  useEffect(() => {
    if (open && activeIndex >= 0) document.getElementById(`${inputId}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, activeIndex, inputId]);

  function openList() {
    setOpen(true);
    // Opened without typing: the list starts at the chosen value.
    if (typed === null) setActiveIndex(options.findIndex((option) => option.value === value));
  }

  function choose(option: ComboboxOption) {
    onChange(option.value);
    setTyped(null);
    setOpen(false);
    setActiveIndex(-1);
  }

  /**
   * Closing the list: on leaving the field (or Enter with nothing highlighted), an exact name typed
   * in full is chosen; anything else, and Escape, brings back the chosen value.
   */
  function settle({ keepExact }: { keepExact: boolean }) {
    if (keepExact && typed !== null) {
      const exact = exactValueFor?.(typed) ?? null;
      if (exact !== null && exact !== value) onChange(exact);
    }
    setTyped(null);
    setOpen(false);
    setActiveIndex(-1);
  }

  function move(step: 1 | -1) {
    if (!open) {
      openList();
      return;
    }
    if (options.length === 0) return;
    setActiveIndex((index) =>
      index < 0 ? (step === 1 ? 0 : options.length - 1) : Math.min(Math.max(index + step, 0), options.length - 1),
    );
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) openList();
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) settle({ keepExact: true });
        else move(-1);
        break;
      case 'Enter':
        // An open list takes Enter; a closed one lets it submit the form.
        if (!open) return;
        event.preventDefault();
        if (active) choose(active);
        else settle({ keepExact: true });
        break;
      case 'Tab':
        // The highlighted option is what was announced as selected: moving on takes it.
        if (active) choose(active);
        break;
      case 'Escape':
        if (!open && typed === null) return;
        // Handled here: a dialog around the field stays open.
        event.preventDefault();
        event.stopPropagation();
        settle({ keepExact: false });
        break;
      default:
    }
  }

  const typedText = typed?.trim() ?? '';
  const status = !open ? '' : options.length === 0 ? emptyText(typedText) : countText(options.length);

  return (
    <div className={fieldStyles.field}>
      <label id={labelId} className={fieldStyles.label} htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <p className={fieldStyles.hint} id={hintId}>
          {hint}
        </p>
      )}
      <div className={styles.control}>
        <input
          id={inputId}
          className={[fieldStyles.input, styles.input].join(' ')}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={describers.length > 0 ? describers.join(' ') : undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required={required}
          value={typed ?? valueLabel}
          onChange={(event) => {
            const text = event.target.value;
            setTyped(text);
            setOpen(true);
            // The best fit is highlighted, so Enter takes it; with nothing typed, nothing is.
            setActiveIndex(text.trim() === '' ? -1 : 0);
          }}
          onKeyDown={handleKeyDown}
          // Typing replaces the chosen value's text rather than adding to it.
          onFocus={(event) => event.target.select()}
          onClick={() => {
            if (!open) openList();
          }}
          onBlur={() => settle({ keepExact: true })}
        />
        <ChevronDown className={styles.chevron} size={20} aria-hidden="true" />
        <ul
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          className={styles.list}
          hidden={!open || options.length === 0}
          // The field keeps focus while an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
        >
          {open &&
            options.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={styles.option}
                data-active={index === activeIndex || undefined}
                onClick={() => choose(option)}
              >
                <span className={styles.optionText}>
                  <span className={styles.optionLabel}>{option.label}</span>
                  {option.detail && <span className={styles.optionDetail}>{option.detail}</span>}
                </span>
                {option.value === value && <Check className={styles.check} size={18} aria-hidden="true" />}
              </li>
            ))}
        </ul>
        {open && options.length === 0 && <p className={styles.empty}>{emptyText(typedText)}</p>}
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {hasError && (
        <p className={fieldStyles.error} id={errorId}>
          <CircleAlert className={fieldStyles.errorIcon} size={16} aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
