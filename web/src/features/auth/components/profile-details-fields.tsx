import { TextField } from '../../../ui/text-field.tsx';
import type { ProfileDetailsForm } from '../use-profile-details-form.ts';

/** Name (required), email and LinkedIn, as sign-in asks them and settings changes them. */
export function ProfileDetailsFields({ form, autoFocus = false }: { form: ProfileDetailsForm; autoFocus?: boolean }) {
  const { values, errors, nameRef, emailRef, linkedinRef, change } = form;
  return (
    <>
      <TextField
        ref={nameRef}
        label="Name"
        name="name"
        autoComplete="name"
        autoCapitalize="words"
        autoFocus={autoFocus}
        required
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        error={errors.name}
      />
      <TextField
        ref={emailRef}
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        optional
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        error={errors.email}
      />
      <TextField
        ref={linkedinRef}
        label="LinkedIn"
        name="linkedin"
        type="url"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="linkedin.com/in/your-name"
        optional
        value={values.linkedin}
        onChange={(event) => change('linkedin', event.target.value)}
        error={errors.linkedin}
      />
    </>
  );
}
