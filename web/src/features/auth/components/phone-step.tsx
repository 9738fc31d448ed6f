import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { track } from '../../../platform/analytics/track.ts';
import { useScreenViewed } from '../../../platform/analytics/use-screen-viewed.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useRequestOtp } from '../api/request-otp.ts';
import type { VerifyOtpResponse } from '../api/verify-otp.ts';
import { countryInSentence } from '../country-name.ts';
import { deadlineIn } from '../countdown.ts';
import { useLoginEventContext } from '../login-event-context.ts';
import { codeAlreadyOnThePhone, type SentCode } from '../login-flow.ts';
import { prefetchCodeStep } from '../onboarding-steps.tsx';
import { phoneMemory } from '../phone-memory.ts';
import { loadPhoneNumbers, usePhoneNumbers } from '../../../platform/phone-numbers/use-phone-numbers.ts';
import styles from './login.module.css';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { StepHeading } from './step-heading.tsx';

export type PhoneStepProps = {
  /** The code already sent, when the guest came back with "Change number"; its number pre-fills the field. */
  lastSent: SentCode | null;
  onCodeSent: (sent: SentCode) => void;
  /** Signed in with a passkey instead: no code step. */
  onSignedIn: (answer: VerifyOtpResponse) => void;
};

/** "Login": asks for the phone number and texts a code to it, or signs in with a passkey. */
export function PhoneStep({ lastSent, onCodeSent, onSignedIn }: PhoneStepProps) {
  const phoneNumbers = usePhoneNumbers();
  const country = phoneNumbers?.defaultCountryFromLanguages(globalThis.navigator?.languages ?? []) ?? 'US';
  const [rememberedNumber] = useState(() => (lastSent === null ? phoneMemory.recall() : null));
  const [startNumber] = useState(() => lastSent?.phoneNumber ?? rememberedNumber);
  const display = (e164: string) => phoneNumbers?.formatPhoneNumber(e164) ?? e164;
  // What the guest typed; until they type, the pre-filled number, shown as stored until the
  // formatter arrives, then as "+1 202 555 0123".
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? (startNumber ? display(startNumber) : '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const requestOtp = useRequestOtp();
  useScreenViewed('Login', useLoginEventContext());

  const shows = (e164: string | null) => e164 !== null && (value === e164 || value === display(e164));
  const showsRememberedNumber = shows(rememberedNumber);
  const serverError = requestOtp.error;
  const serverFieldError = serverError instanceof ApiError && serverError.code === 'invalid_phone_number';

  function chooseAnotherNumber() {
    setTyped('');
    setFieldError(null);
    requestOtp.reset();
    inputRef.current?.focus();
  }

  function handleChange(next: string) {
    setFieldError(null);
    // Only format when characters were added at the end; formatting a deletion undoes it.
    const typingAtEnd = next.length > value.length && next.startsWith(value.replace(/\D+$/, ''));
    void loadPhoneNumbers();
    setTyped(typingAtEnd && phoneNumbers ? phoneNumbers.formatWhileTyping(next, country) : next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (requestOtp.isPending) return;
    const library = await loadPhoneNumbers();
    const submitCountry = library.defaultCountryFromLanguages(globalThis.navigator?.languages ?? []);
    const phoneNumber = library.toE164(value, submitCountry);
    if (phoneNumber === null) {
      setFieldError(
        value.trim() === ''
          ? 'Enter your phone number.'
          : `Enter a valid phone number. If it isn't from ${countryInSentence(submitCountry)}, start with + and the country code.`,
      );
      inputRef.current?.focus();
      return;
    }
    prefetchCodeStep();
    track.loginPhoneSubmitted({ phone_number: phoneNumber, is_saved_phone: showsRememberedNumber });
    // Back with the same number: the code already sent still works, and a new one is not allowed yet.
    if (lastSent && phoneNumber === lastSent.phoneNumber && Date.now() < lastSent.resendDeadline) {
      onCodeSent(lastSent);
      return;
    }
    requestOtp.mutate(phoneNumber, {
      onSuccess: (answer) =>
        onCodeSent({ phoneNumber: answer.phoneNumber, resendDeadline: deadlineIn(answer.resendAfterSeconds, Date.now()) }),
      onError: (error) => {
        const onThePhone = error instanceof ApiError ? codeAlreadyOnThePhone(error, phoneNumber, Date.now()) : null;
        if (onThePhone) onCodeSent(onThePhone);
      },
    });
  }

  return (
    <div className={styles.step}>
      <StepHeading title="Welcome to Tandem">
        Sign in or create your account with your phone number. We'll text you a 6-digit code.
      </StepHeading>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField
          ref={inputRef}
          onFocus={() => void loadPhoneNumbers()}
          label="Phone number"
          name="phoneNumber"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={country === 'US' ? '(202) 555-0123' : '+1 202 555 0123'}
          hint={showsRememberedNumber ? 'The number you used last time on this device.' : undefined}
          value={value}
          onChange={(event) => handleChange(event.target.value)}
          error={fieldError ?? (serverFieldError ? errorText(serverError) : undefined)}
          required
        />
        {serverError && !serverFieldError && <Alert tone="error">{errorText(serverError)}</Alert>}
        <div className={styles.actions}>
          <Button type="submit" fullWidth loading={requestOtp.isPending}>
            Send code
          </Button>
          {showsRememberedNumber && (
            <Button variant="ghost" fullWidth onClick={chooseAnotherNumber}>
              Use another number
            </Button>
          )}
        </div>
      </form>
      <PasskeySignIn onSignedIn={onSignedIn} />
      <p className={styles.finePrint}>
        By continuing you agree to the <Link to="/terms">Terms</Link> and confirm you have read the{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>. Message and data rates may apply.
      </p>
    </div>
  );
}
