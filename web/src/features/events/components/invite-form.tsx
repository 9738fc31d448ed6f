import { useState, type FormEvent } from 'react';
import { createInvitationSchema, type Participant } from '../../../../../shared/api/participants.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useInviteParticipant } from '../api/participants.ts';
import { CopyButton } from './copy-button.tsx';
import styles from './events.module.css';

type Field = 'name' | 'phoneNumber' | 'email';

/** One invitee by name and phone number or email; answers with their personal link to copy. */
export function InviteForm({ eventId }: { eventId: string }) {
  const [values, setValues] = useState<Record<Field, string>>({ name: '', phoneNumber: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [invited, setInvited] = useState<Participant | null>(null);
  const invite = useInviteParticipant();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createInvitationSchema.safeParse({
      name: values.name,
      phoneNumber: values.phoneNumber.trim() || null,
      email: values.email.trim() || null,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setInvited(null);
    invite.mutate(
      { eventId, invitee: parsed.data },
      {
        onSuccess: (participant) => {
          setInvited(participant);
          setValues({ name: '', phoneNumber: '', email: '' });
        },
      },
    );
  }

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (change: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: change.target.value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextField label="Invitee name" autoComplete="off" {...field('name')} />
      <TextField label="Invitee phone number" type="tel" inputMode="tel" autoComplete="off" optional {...field('phoneNumber')} />
      <TextField
        label="Invitee email"
        type="email"
        inputMode="email"
        autoComplete="off"
        optional
        hint="A phone number, an email, or both."
        {...field('email')}
      />
      {invite.error && (
        <Alert tone="error">{invite.error instanceof ApiError ? invite.error.message : 'Something went wrong. Please try again.'}</Alert>
      )}
      {invited && (
        <Alert tone="success" title={`${invited.name ?? 'The invitee'} is invited`}>
          <p>Send them their personal link: it fills in their name and number when they join.</p>
          {invited.link && (
            <div className={styles.linkBox}>
              <CopyButton text={invited.link} label="Copy personal link" what={`personal link of ${invited.name ?? 'the invitee'}`} />
            </div>
          )}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={invite.isPending}>
          Invite
        </Button>
      </div>
    </form>
  );
}
