import { useId, useRef, useState, type FormEvent } from 'react';
import { eventLimits, type CreateEvent } from '../../../../../shared/api/events.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { checkEventForm, eventFormFieldOrder, type EventFormErrors, type EventFormField, type EventFormValues } from '../event-form.ts';
import styles from './events.module.css';
import { TextAreaField } from './text-area-field.tsx';
import { TimeZoneField } from './time-zone-field.tsx';

/** Midday UTC of the typed start date (a date input's YYYY-MM-DD), or `fallback` while there is none. */
function offsetsAt(startDate: string, fallback: number): number {
  const midday = /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? Date.parse(`${startDate}T12:00:00Z`) : Number.NaN;
  return Number.isNaN(midday) ? fallback : midday;
}

export type EventFormProps = {
  initialValues: EventFormValues;
  submitLabel: string;
  /** Sends the checked body; a thrown ApiError shows above the buttons. */
  onSubmit: (body: CreateEvent) => Promise<unknown>;
  onCancel?: () => void;
  /** Ask before saving an event that has already started: usually a wrong date, rarely the record of a past event. */
  confirmStartInPast?: boolean;
};

/** The event's details, for creating and for editing: the same fields, the same checks. */
export function EventForm({ initialValues, submitLabel, onSubmit, onCancel, confirmStartInPast = false }: EventFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [startedBody, setStartedBody] = useState<CreateEvent | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();
  // The zone list's offsets are for the start date once there is one; until then, for today.
  const [today] = useState(() => Date.now());

  const fieldId = (field: EventFormField) => `${idPrefix}-${field}`;

  function change(field: EventFormField, value: string) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // Most events end the day they start: the end date follows until it is set on its own.
      if (field === 'startDate' && (current.endDate === '' || current.endDate === current.startDate)) next.endDate = value;
      return next;
    });
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setServerError(null);
    const check = checkEventForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = eventFormFieldOrder.find((field) => check.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }
    setErrors({});
    if (confirmStartInPast && Date.parse(check.body.startsAt) < Date.now()) {
      setStartedBody(check.body);
      return;
    }
    await save(check.body);
  }

  async function save(body: CreateEvent) {
    setStartedBody(null);
    setSaving(true);
    try {
      await onSubmit(body);
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  const text = (field: EventFormField) => ({
    id: fieldId(field),
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField label="Name" autoComplete="off" maxLength={eventLimits.nameMaxLength} required {...text('name')} />
      <TextAreaField
        label="Description"
        optional
        hint="What the event is about and who should come."
        maxLength={eventLimits.descriptionMaxLength}
        {...text('description')}
      />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Starts</legend>
        <div className={styles.pair}>
          <TextField label="Start date" type="date" required {...text('startDate')} />
          <TextField label="Start time" type="time" required {...text('startTime')} />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Ends</legend>
        <div className={styles.pair}>
          <TextField label="End date" type="date" required {...text('endDate')} />
          <TextField label="End time" type="time" required {...text('endTime')} />
        </div>
      </fieldset>
      <TimeZoneField
        id={fieldId('timeZone')}
        value={values.timeZone}
        onChange={(timeZone) => change('timeZone', timeZone)}
        error={errors.timeZone}
        offsetsAt={offsetsAt(values.startDate, today)}
      />

      <fieldset className={styles.fieldset} aria-describedby={`${idPrefix}-where-hint`}>
        <legend className={styles.legend}>Where</legend>
        <p id={`${idPrefix}-where-hint`} className={styles.fieldsetHint}>
          A place, an online link, or both: one of them is needed.
        </p>
        <TextField
          label="Place"
          hint="Where guests meet; leave it empty for an online-only event."
          autoComplete="off"
          maxLength={eventLimits.placeMaxLength}
          {...text('place')}
        />
        <TextField
          label="Online link"
          hint="For an online or hybrid event."
          type="url"
          inputMode="url"
          placeholder="https://"
          autoComplete="off"
          spellCheck={false}
          {...text('onlineUrl')}
        />
      </fieldset>
      <TextField
        label="Capacity"
        optional
        hint="The most people who can join. Leave empty for no limit."
        inputMode="numeric"
        autoComplete="off"
        {...text('capacity')}
      />

      {serverError && <Alert tone="error">{serverError}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
      </div>
      <Dialog
        open={startedBody !== null}
        onClose={() => setStartedBody(null)}
        title="This event has already started"
        description="Its start is in the past, so guests cannot go to it. Check the date, or create it anyway, for example to keep the record of an event that took place."
        actions={
          <>
            <Button onClick={() => startedBody && void save(startedBody)}>Create anyway</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setStartedBody(null);
                formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId('startDate'))}`)?.focus();
              }}
            >
              Change the date
            </Button>
          </>
        }
      />
    </form>
  );
}
