import { Mic, MicOff } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import type { MicDialogAction } from '../analytics/track.ts';
import { actionsOf, type MicDialogState, type MicProblem } from './mic-dialog.ts';
import { micSettingsHelp } from './mic-help.ts';
import styles from './mic-intro-dialog.module.css';

const actionLabels: Record<MicDialogAction, string> = {
  turn_on_mic: 'Turn on mic',
  not_now: 'Not now',
  retry_microphone: 'Retry microphone',
  refresh_page: 'Refresh page',
  back: 'Back',
  close: 'Close',
};

const problemTexts: Record<MicProblem, { title: string; description: string }> = {
  blocked: {
    title: 'Microphone blocked',
    description: `Your browser blocked the microphone. ${micSettingsHelp(navigator.userAgent)} Then retry; if that does not help, refresh the page.`,
  },
  no_device: {
    title: 'No microphone found',
    description: 'Tandem could not find a microphone. Connect one (or a headset with a mic), then retry.',
  },
  in_use: {
    title: 'Microphone unavailable',
    description: 'Your microphone would not start. Another app may be using it: close that app, then retry.',
  },
  unsupported: {
    title: 'Microphone unavailable',
    description: 'This browser cannot use a microphone on this page. Try an up-to-date Chrome, Safari, Edge or Firefox.',
  },
};

const introText = {
  title: 'Turn on your microphone',
  description: 'Tandem needs your microphone for calls and voice notes. Your browser will ask next: choose Allow.',
};

/** The "Mic Intro" dialog: what it says and offers at each step; the provider decides what happens. */
export function MicIntroDialog({ state, onAction }: { state: MicDialogState; onAction: (action: MicDialogAction) => void }) {
  const problem = state.step === 'problem' ? state.problem : null;
  const text = problem ? problemTexts[problem] : introText;
  const requesting = state.step !== 'closed' && state.requesting;
  const [primary, ...others] = actionsOf(state);
  const Icon = problem ? MicOff : Mic;

  return (
    <Dialog
      open={state.step !== 'closed'}
      onClose={() => onAction('close')}
      title={
        <span className={styles.title}>
          <span className={problem ? `${styles.icon} ${styles.problem}` : styles.icon} aria-hidden="true">
            <Icon size={22} />
          </span>
          {text.title}
        </span>
      }
      description={text.description}
      actions={
        <>
          {others.map((action) => (
            <Button key={action} variant="secondary" disabled={requesting} onClick={() => onAction(action)}>
              {actionLabels[action]}
            </Button>
          ))}
          {primary && (
            <Button loading={requesting} onClick={() => onAction(primary)}>
              {actionLabels[primary]}
            </Button>
          )}
        </>
      }
    />
  );
}
