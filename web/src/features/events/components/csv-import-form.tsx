import { useState, type FormEvent } from 'react';
import { eventLimits } from '../../../../../shared/api/events.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useImportInvitations } from '../api/participants.ts';
import { csvFileProblem, csvImportProblems } from '../event-files.ts';
import styles from './events.module.css';
import { TextAreaField } from './text-area-field.tsx';

const example = 'name,phone,email\nDana Levi,+12025550123,dana@example.com\nOri Tal,+12025550124,';

/** Hundreds of invitees at once, pasted or from a file; any bad row and nothing is imported. */
export function CsvImportForm({ eventId }: { eventId: string }) {
  const [csv, setCsv] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [imported, setImported] = useState<number | null>(null);
  const importInvitations = useImportInvitations();

  async function readFile(file: File | undefined) {
    if (!file) return;
    const fileProblem = csvFileProblem(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    setCsv(await file.text());
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setImported(null);
    if (csv.trim() === '') {
      setProblem('Paste the CSV text or choose a file first.');
      return;
    }
    setProblem(null);
    importInvitations.mutate(
      { eventId, csv },
      {
        onSuccess: (result) => {
          setImported(result.imported);
          setCsv('');
        },
      },
    );
  }

  const serverError = importInvitations.error
    ? importInvitations.error instanceof ApiError
      ? csvImportProblems(importInvitations.error.message, importInvitations.error.details)
      : { summary: 'Something went wrong. Please try again.', lines: [] }
    : null;

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.muted}>
        The first row names the columns: <code>name,phone,email</code>. Each invitee needs a name and a phone number or an email. If any row
        has a problem, nothing is imported and every problem is listed by line.
      </p>
      <TextAreaField
        label="CSV text"
        textareaClassName={styles.csvText}
        placeholder={example}
        spellCheck={false}
        value={csv}
        maxLength={eventLimits.csvImportMaxBytes}
        onChange={(change) => {
          setCsv(change.target.value);
          setProblem(null);
        }}
      />
      <TextField
        label="Or choose a CSV file"
        type="file"
        accept=".csv,text/csv,text/plain"
        inputClassName={styles.fileInput}
        onChange={(change) => {
          void readFile(change.target.files?.[0]);
          change.target.value = '';
        }}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      {serverError && !problem && <ImportError {...serverError} />}
      {imported !== null && (
        <Alert tone="success">
          Imported {imported} {imported === 1 ? 'invitee' : 'invitees'}. Their personal links are in the list below.
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={importInvitations.isPending}>
          Import invitees
        </Button>
      </div>
    </form>
  );
}

function ImportError({ summary, lines }: { summary: string; lines: string[] }) {
  return (
    <Alert tone="error" title={summary}>
      {lines.length > 0 && (
        <ul className={styles.problemLines}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
