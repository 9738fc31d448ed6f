import { useLocation } from 'react-router';
import { ButtonLink } from '../ui/button.tsx';
import { failureMessage, failureTitle } from './failure-text.ts';
import { StatusPage } from './status-page.tsx';

/** What a page hands to `/error` as router location state: `navigate('/error', { state })`. */
export interface ErrorPageState {
  code: number | string;
  message: string;
}

function readErrorState(state: unknown): Partial<ErrorPageState> {
  if (typeof state !== 'object' || state === null) return {};
  const { code, message } = state as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'number' || (typeof code === 'string' && code !== '') ? code : undefined,
    message: typeof message === 'string' && message !== '' ? message : undefined,
  };
}

/** `/error`: the code and message handed over by the previous page, or the generic text. */
export function ErrorPage() {
  const { code, message } = readErrorState(useLocation().state);
  return (
    <StatusPage
      code={code}
      title={failureTitle}
      message={message ?? failureMessage}
      actions={<ButtonLink to="/">Back to Tandem</ButtonLink>}
    />
  );
}
