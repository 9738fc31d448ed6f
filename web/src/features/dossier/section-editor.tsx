import { useId, useRef, useState, type ReactNode } from 'react';
import { CircleAlert, Plus, X } from 'lucide-react';
import type { DossierListSection, DossierSection } from '../../../../shared/api/dossier.ts';
import { limits } from '../../../../shared/limits.ts';
import { errorText } from '../../lib/error-text.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import fieldStyles from '../../ui/text-field.module.css';
import { addItem, removeItem, setText, updateItem, type DossierDraft, type DraftErrors } from './dossier-form.ts';
import styles from './dossier-page.module.css';
import { sectionLabels, sectionPrompts } from './dossier-sections.ts';

export type SectionEditorProps = {
  section: DossierSection;
  draft: DossierDraft;
  errors: DraftErrors | null;
  saving: boolean;
  saveError: unknown;
  onChange: (draft: DossierDraft) => void;
  onSubmit: () => void;
  onCancel: () => void;
};

/** One section's form: Save sends it, Cancel (or Escape) puts the section back as it was. */
export function SectionEditor({ section, draft, errors, saving, saveError, onChange, onSubmit, onCancel }: SectionEditorProps) {
  const label = sectionLabels[section];
  return (
    <form
      className={styles.form}
      aria-label={`Edit ${label}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      {section === 'headline' && (
        <TextField
          label={label}
          hint={sectionPrompts.headline}
          value={draft.headline}
          error={errors?.headline}
          autoFocus
          onChange={(event) => onChange(setText(draft, 'headline', event.target.value))}
        />
      )}
      {section === 'about' && (
        <TextAreaField
          label={label}
          hint={sectionPrompts.about}
          value={draft.about}
          maxLength={limits.dossierAboutMaxLength}
          error={errors?.about}
          onChange={(text) => onChange(setText(draft, 'about', text))}
        />
      )}
      {section !== 'headline' && section !== 'about' && <ListEditor section={section} draft={draft} errors={errors} onChange={onChange} />}
      {errors && <Alert tone="error" title="Fix what is marked above, then save again." />}
      {saveError !== null && (
        <Alert tone="error" title="Your changes were not saved">
          {errorText(saveError)} Your edits are still here: try again.
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          Save
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ListEditor({
  section,
  draft,
  errors,
  onChange,
}: {
  section: DossierListSection;
  draft: DossierDraft;
  errors: DraftErrors | null;
  onChange: (draft: DossierDraft) => void;
}) {
  const label = sectionLabels[section];
  const items = draft[section];
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const full = items.length >= limits.dossierItemsPerSection;

  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className="visually-hidden">{label}</legend>
      <p id={hintId} className={styles.muted}>
        {sectionPrompts[section]} At most {limits.dossierItemsPerSection} items; an emptied item is removed.
      </p>
      {items.length > 0 && (
        <ol className={styles.itemList}>
          {items.map((item, index) => (
            <li key={item.key} className={styles.itemRow}>
              <TextField
                className={styles.itemField}
                label={`${label} ${index + 1}`}
                value={item.text}
                error={errors?.items[item.key]}
                autoFocus={item.key === addedKey || (addedKey === null && index === 0)}
                onChange={(event) => onChange(updateItem(draft, section, item.key, event.target.value))}
              />
              <Button
                variant="ghost"
                className={styles.removeButton}
                aria-label={`Remove ${label} ${index + 1}`}
                onClick={() => {
                  onChange(removeItem(draft, section, item.key));
                  addButton.current?.focus();
                }}
              >
                <X size={18} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      {errors?.sections[section] && <FieldError>{errors.sections[section]}</FieldError>}
      <div>
        <Button
          ref={addButton}
          variant="secondary"
          size="small"
          disabled={full}
          autoFocus={items.length === 0 && addedKey === null}
          onClick={() => {
            const key = crypto.randomUUID();
            setAddedKey(key);
            onChange(addItem(draft, section, key));
          }}
        >
          <Plus size={16} aria-hidden="true" />
          {`Add to ${label}`}
        </Button>
      </div>
    </fieldset>
  );
}

function FieldError({ children }: { children: ReactNode }) {
  return (
    <p className={fieldStyles.error}>
      <CircleAlert className={fieldStyles.errorIcon} size={16} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/** A labelled multi-line field that reads like the kit's TextField, with a character count. */
function TextAreaField({
  label,
  hint,
  value,
  maxLength,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  maxLength: number;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const describers = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <p className={fieldStyles.hint} id={`${id}-hint`}>
        {hint}
      </p>
      <textarea
        id={id}
        className={`${fieldStyles.input} ${styles.textarea}`}
        value={value}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={describers}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className={styles.counter} id={`${id}-count`}>
        {value.trim().length} / {maxLength}
      </p>
      {error && (
        <p className={fieldStyles.error} id={`${id}-error`}>
          <CircleAlert className={fieldStyles.errorIcon} size={16} aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
