import { useId, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { track } from '../../../platform/analytics/track.ts';
import { useScreenViewed } from '../../../platform/analytics/use-screen-viewed.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useRequestOtp } from '../api/request-otp.ts';
import { useVerifyOtp, type VerifyOtpResponse } from '../api/verify-otp.ts';
import { deadlineIn, formatCountdown } from '../countdown.ts';
import { useLoginEventContext } from '../login-event-context.ts';
import type { SentCode } from '../login-flow.ts';
import { useCountdown } from '../use-countdown.ts';
import { loadedPhoneNumbers } from '../../../platform/phone-numbers/use-phone-numbers.ts';
import { codeFromPastedText, codeLength, isCompleteCode, keepCodeDigits } from '../verification-code.ts';
import styles from './login.module.css';
import { StepHeading } from './step-heading.tsx';

export type CodeStepProps = {
  /** E.164, as the server confirmed it. */
  phoneNumber: string;
  /** When "Resend code" opens, in ms since the epoch. */
  resendDeadline: number;
  onVerified: (result: VerifyOtpResponse) => void;
  /** Gets the code sent last, so coming back with the same number does not ask for another too soon. */
  onChangeNumber: (lastSent: SentCode) => void;
};

/** "Login OTP Input": the texted code, with resend after a countdown and a way back. */
export function CodeStep({ phoneNumber, resendDeadline: initialResendDeadline, onVerified, onChangeNumber }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [resendDeadline, setResendDeadline] = useState(initialResendDeadline);
  const [resent, setResent] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const countdownId = useId();
  const verifyOtp = useVerifyOtp();
  const requestOtp = useRequestOtp();
  const secondsToResend = useCountdown(resendDeadline);
  useScreenViewed('Login OTP Input', useLoginEventContext());

  // A wrong code belongs to the field; an expired code or too many tries need a new code.
  const verifyError = verifyOtp.error;
  const wrongCode = verifyError instanceof ApiError && verifyError.code === 'invalid_code';
  const needsNewCode = verifyError instanceof ApiError && (verifyError.code === 'code_expired' || verifyError.code === 'too_many_attempts');

  function verify(candidate: string) {
    if (verifyOtp.isPending) return;
    if (!isCompleteCode(candidate)) {
      setFieldError(`Enter the ${codeLength}-digit code from the text message.`);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setResent(false);
    track.loginOtpVerificationRequested();
    verifyOtp.mutate(
      { phoneNumber, code: candidate },
      {
        onSuccess: onVerified,
        onError: (error) => {
          if (error instanceof ApiError && error.code !== 'invalid_code') setCode('');
          inputRef.current?.focus();
          inputRef.current?.select();
        },
      },
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    verify(code);
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    // The field's maxLength would cut "123 456" to "123 45" before onChange sees it.
    const pasted = codeFromPastedText(event.clipboardData.getData('text'));
    if (pasted === null) return;
    event.preventDefault();
    setCode(pasted);
    verify(pasted);
  }

  function resend() {
    track.loginOtpResendRequested();
    setFieldError(null);
    setResent(false);
    verifyOtp.reset();
    requestOtp.mutate(phoneNumber, {
      onSuccess: (answer) => {
        setResendDeadline(deadlineIn(answer.resendAfterSeconds, Date.now()));
        setResent(true);
        setCode('');
        inputRef.current?.focus();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.retryAfterSeconds !== null) {
          setResendDeadline(deadlineIn(error.retryAfterSeconds, Date.now()));
        }
      },
    });
  }

  return (
    <div className={styles.step}>
      <StepHeading title="Enter your code">
        We texted a {codeLength}-digit code to{' '}
        <span className={styles.number}>{loadedPhoneNumbers()?.formatPhoneNumber(phoneNumber) ?? phoneNumber}</span>.
      </StepHeading>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <TextField
          ref={inputRef}
          label="Verification code"
          name="code"
          inputClassName={styles.codeInput}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={codeLength}
          autoFocus
          value={code}
          onChange={(event) => {
            setFieldError(null);
            setCode(keepCodeDigits(event.target.value));
          }}
          onPaste={handlePaste}
          error={fieldError ?? (wrongCode ? errorText(verifyError) : undefined)}
          required
        />
        {verifyError && !wrongCode && (
          <Alert tone="error">
            {errorText(verifyError)}
            {needsNewCode && secondsToResend === 0 && ' Use “Resend code” to get a new one.'}
          </Alert>
        )}
        {requestOtp.error && <Alert tone="error">{errorText(requestOtp.error)}</Alert>}
        {resent && <Alert tone="success">We sent a new code. It may take a moment to arrive.</Alert>}
        <Button type="submit" fullWidth loading={verifyOtp.isPending}>
          Verify
        </Button>
      </form>
      <div className={styles.actions}>
        <div className={styles.row}>
          <Button
            variant="secondary"
            size="small"
            onClick={resend}
            disabled={secondsToResend > 0}
            loading={requestOtp.isPending}
            aria-describedby={secondsToResend > 0 ? countdownId : undefined}
          >
            Resend code
            {/* Out of the button's name, which stays "Resend code"; the description says when. */}
            {secondsToResend > 0 && (
              <time className={styles.countdown} dateTime={`PT${secondsToResend}S`} aria-hidden="true">
                {formatCountdown(secondsToResend)}
              </time>
            )}
          </Button>
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              track.loginPhoneChangeRequested();
              onChangeNumber({ phoneNumber, resendDeadline });
            }}
          >
            Change number
          </Button>
        </div>
        {secondsToResend > 0 && (
          <p className={styles.muted} id={countdownId}>
            Didn't get it? You can ask for another code when the countdown ends.
          </p>
        )}
      </div>
    </div>
  );
}
