import { useState, type FormEvent } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { errorText } from '../../../lib/error-text.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, ButtonAnchor } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { accountExportPath, useDeleteAccount } from '../api/delete-account.ts';
import styles from './settings.module.css';

const confirmWord = 'DELETE';

/** The user's own data: a download of all of it, and deleting the account (after typing DELETE). */
export function AccountSettings({ phoneNumber }: { phoneNumber: string }) {
  const deletion = useDeleteAccount(phoneNumber);
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');

  function close() {
    setAsking(false);
    setTyped('');
    deletion.reset();
  }

  function confirm(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    deletion.mutate(typed.trim());
  }

  return (
    <Card as="section" aria-labelledby="account-settings-title" className={styles.stack}>
      <h2 id="account-settings-title">Your data</h2>
      <p className={styles.muted}>
        Download everything Tandem holds about you: your profile, events, dossier and its history, the messages you sent and your matches.
      </p>
      <div className={styles.actions}>
        <ButtonAnchor href={accountExportPath} download variant="secondary">
          <Download size={18} aria-hidden="true" />
          Download your data
        </ButtonAnchor>
        <Button variant="danger" onClick={() => setAsking(true)}>
          <Trash2 size={18} aria-hidden="true" />
          Delete your account
        </Button>
      </div>
      <Dialog
        open={asking}
        onClose={close}
        title="Delete your account?"
        description="Your name, contact details, photos, voice notes and dossier are removed for good, and you are signed out everywhere. Messages you sent stay with the people who got them, from “Deleted user”."
      >
        <form className={styles.stack} onSubmit={confirm} noValidate>
          <TextField
            label={`Type ${confirmWord} to confirm`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(change) => setTyped(change.target.value)}
            error={deletion.isError ? errorText(deletion.error) : undefined}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="danger" loading={deletion.isPending} disabled={typed.trim() !== confirmWord}>
              Delete my account
            </Button>
            <Button variant="secondary" onClick={close} disabled={deletion.isPending}>
              Keep my account
            </Button>
          </div>
          {deletion.isError && <Alert tone="error">The account was not deleted.</Alert>}
        </form>
      </Dialog>
    </Card>
  );
}
