import { describe, expect, it } from 'vitest';
import { validateProfileDetails } from './profile-details.ts';

describe('validateProfileDetails', () => {
  it('trims the values and normalises the LinkedIn address', () => {
    expect(validateProfileDetails({ name: ' Dana Reyes ', email: ' dana@example.com ', linkedin: 'linkedin.com/in/dana' })).toEqual({
      ok: true,
      changes: { name: 'Dana Reyes', email: 'dana@example.com', linkedin: 'https://linkedin.com/in/dana' },
    });
  });

  it('saves empty optional fields as none', () => {
    expect(validateProfileDetails({ name: 'Dana', email: '  ', linkedin: '' })).toEqual({
      ok: true,
      changes: { name: 'Dana', email: null, linkedin: null },
    });
  });

  it('reports every invalid field at once', () => {
    expect(validateProfileDetails({ name: ' ', email: 'dana@', linkedin: 'twitter.com/dana' })).toEqual({
      ok: false,
      errors: {
        name: 'Enter your name.',
        email: 'Enter a valid email address.',
        linkedin: 'Enter your LinkedIn profile address, like linkedin.com/in/your-name.',
      },
    });
  });

  it('limits the name length', () => {
    const result = validateProfileDetails({ name: 'x'.repeat(101), email: '', linkedin: '' });
    expect(result).toEqual({ ok: false, errors: { name: 'A name has at most 100 characters.' } });
  });
});
