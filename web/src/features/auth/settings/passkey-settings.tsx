import { useState, type FormEvent } from 'react';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import type { Passkey } from '../../../../../shared/api/passkeys.ts';
import { limits } from '../../../../../shared/limits.ts';
import { errorText } from '../../../lib/error-text.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useEndOtherSessions } from '../api/own-sessions.ts';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys.ts';
import { passkeyErrorText } from '../passkey-error-text.ts';
import { ConfirmItIsYou, needsFreshProof, otherDevicesSignedOutText, type ActionAwaitingProof } from './confirm-it-is-you.tsx';
import styles from './settings.module.css';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** When it was added and last used, in a line: "Added 3 Mar 2026 · Last used 5 Mar 2026". */
function whenText(passkey: Passkey): string {
  const used = passkey.lastUsedAt === null ? 'Not used yet' : `Last used ${day.format(passkey.lastUsedAt)}`;
  return `Added ${day.format(passkey.createdAt)} · ${used}${passkey.backedUp ? ' · Synced' : ''}`;
}

/**
 * "Passkeys": signing in with the device's screen lock instead of a code by text, which works
 * even when texts do not arrive or the number's codes are spent. Lists the person's passkeys
 * (rename, remove after a confirmation) and adds one from this browser. Adding and removing need
 * a recent sign-in, else a code texted to the person's own number first; after either, the
 * person is offered to sign out their other devices.
 */
export function PasskeySettings({ phoneNumber }: { phoneNumber: string }) {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [awaiting, setAwaiting] = useState<ActionAwaitingProof | null>(null);
  const [changed, setChanged] = useState<'added' | 'removed' | null>(null);

  function addOne() {
    setChanged(null);
    const run = () =>
      add.mutate(undefined, {
        onSuccess: () => setChanged('added'),
        onError: (error) => needsFreshProof(error) && setAwaiting(awaiting),
      });
    const awaiting: ActionAwaitingProof = { purpose: 'add a passkey', confirmLabel: 'Confirm', run };
    run();
  }
  const canAdd = typeof globalThis.PublicKeyCredential === 'function';
  const list = passkeys.data?.passkeys;

  return (
    <Card as="section" aria-labelledby="passkey-settings-title" className={styles.stack}>
      <h2 id="passkey-settings-title">Passkeys</h2>
      <p className={styles.muted}>
        Sign in with your fingerprint, face or screen lock instead of a code by text. A passkey works even when texts do not reach you, and
        it is safer: a text message can be read by someone else or redirected to another phone, a passkey never leaves your device.
      </p>
      {passkeys.isPending && <LoadingState>Loading your passkeys…</LoadingState>}
      {passkeys.isError && <Alert tone="error">{errorText(passkeys.error)}</Alert>}
      {list?.length === 0 && <p>You have no passkeys yet.</p>}
      {list && list.length > 0 && (
        <ul className={styles.passkeys} aria-label="Your passkeys">
          {list.map((passkey) => (
            <li key={passkey.id} className={styles.passkey}>
              <KeyRound className={styles.passkeyIcon} size={20} aria-hidden="true" />
              <span className={styles.checkboxText}>
                <span className={styles.checkboxLabel}>{passkey.name}</span>
                <span className={styles.muted}>{whenText(passkey)}</span>
              </span>
              <span className={styles.passkeyActions}>
                <Button variant="ghost" size="small" aria-label={`Rename ${passkey.name}`} onClick={() => setRenaming(passkey)}>
                  <Pencil size={16} aria-hidden="true" />
                  Rename
                </Button>
                <Button variant="ghost" size="small" aria-label={`Remove ${passkey.name}`} onClick={() => setRemoving(passkey)}>
                  <Trash2 size={16} aria-hidden="true" />
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {canAdd ? (
        <div className={styles.actions}>
          <Button variant="secondary" loading={add.isPending} onClick={addOne}>
            <KeyRound size={18} aria-hidden="true" />
            Add a passkey
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>This browser cannot use passkeys here.</p>
      )}
      {changed && <AfterChange changed={changed} onNeedsProof={setAwaiting} />}
      {add.isError && !needsFreshProof(add.error) && <Alert tone="error">{passkeyErrorText(add.error, 'add')}</Alert>}
      {renaming && <RenameDialog passkey={renaming} onClose={() => setRenaming(null)} />}
      {removing && (
        <RemoveDialog
          passkey={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            setChanged('removed');
          }}
          onNeedsProof={setAwaiting}
        />
      )}
      {awaiting && <ConfirmItIsYou phoneNumber={phoneNumber} action={awaiting} onClose={() => setAwaiting(null)} />}
    </Card>
  );
}

function RenameDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    rename.mutate({ passkeyId: passkey.id, name }, { onSuccess: onClose });
  }

  return (
    <Dialog open onClose={onClose} title="Rename this passkey" description="A name that tells you which device or account holds it.">
      <form className={styles.stack} onSubmit={save} noValidate>
        <TextField
          label="Name"
          value={name}
          maxLength={limits.passkeyNameMaxLength}
          onChange={(change) => setName(change.target.value)}
          error={rename.isError ? errorText(rename.error) : undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={rename.isPending}>
            Save name
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={rename.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Said once a passkey was added or removed, with the offer to sign out every other device: a
 * change to how the account signs in is the moment to shut out a device nobody recognises.
 */
function AfterChange({ changed, onNeedsProof }: { changed: 'added' | 'removed'; onNeedsProof: (action: ActionAwaitingProof) => void }) {
  const endOthers = useEndOtherSessions();
  function signOutOthers() {
    const run = () => endOthers.mutate(undefined, { onError: (error) => needsFreshProof(error) && onNeedsProof(awaiting) });
    const awaiting: ActionAwaitingProof = { purpose: 'sign out all your other devices', confirmLabel: 'Confirm and sign out', run };
    run();
  }
  return (
    <div className={styles.stack} role="status">
      <p className={styles.saved}>
        {changed === 'added' ? 'Passkey added. Next time, choose “Sign in with a passkey”.' : 'Passkey removed.'} Want to sign out your
        other devices too?
      </p>
      {endOthers.isSuccess ? (
        <p className={styles.saved}>{otherDevicesSignedOutText(endOthers.data.ended)}</p>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" size="small" loading={endOthers.isPending} onClick={signOutOthers}>
            Sign out other devices
          </Button>
        </div>
      )}
      {endOthers.isError && !needsFreshProof(endOthers.error) && <Alert tone="error">{errorText(endOthers.error)}</Alert>}
    </div>
  );
}

function RemoveDialog({
  passkey,
  onClose,
  onRemoved,
  onNeedsProof,
}: {
  passkey: Passkey;
  onClose: () => void;
  onRemoved: () => void;
  onNeedsProof: (action: ActionAwaitingProof) => void;
}) {
  const remove = useRemovePasskey();
  function removeIt() {
    const run = () =>
      remove.mutate(passkey.id, {
        onSuccess: onRemoved,
        // The confirmation opens over this dialog, which stays until the passkey is removed.
        onError: (error) => needsFreshProof(error) && onNeedsProof(awaiting),
      });
    const awaiting: ActionAwaitingProof = { purpose: `remove “${passkey.name}”`, confirmLabel: 'Confirm and remove', run };
    run();
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title="Remove this passkey?"
      description={`“${passkey.name}” will no longer sign you in to Tandem. You can still sign in with a code by text, and remove the passkey from your device in its settings.`}
    >
      <div className={styles.stack}>
        <div className={styles.actions}>
          <Button variant="danger" loading={remove.isPending} onClick={removeIt}>
            Remove passkey
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Keep it
          </Button>
        </div>
        {remove.isError && !needsFreshProof(remove.error) && <Alert tone="error">{errorText(remove.error)}</Alert>}
      </div>
    </Dialog>
  );
}
