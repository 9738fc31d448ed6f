import { describe, expect, it } from 'vitest';
import { contactLinks, linkedinHref } from './contact-links.ts';

describe('contactLinks', () => {
  it('lists what was shared, in order, each with its link', () => {
    expect(contactLinks({ email: ' dana@tidewater.io ', phoneNumber: '+1 202-555-0101', linkedin: 'linkedin.com/in/dana' })).toEqual([
      { kind: 'email', label: 'Email', text: 'dana@tidewater.io', href: 'mailto:dana@tidewater.io' },
      { kind: 'phoneNumber', label: 'Phone', text: '+1 202-555-0101', href: 'tel:+12025550101' },
      { kind: 'linkedin', label: 'LinkedIn', text: 'linkedin.com/in/dana', href: 'https://linkedin.com/in/dana' },
    ]);
  });

  it('leaves out what was not shared or is empty', () => {
    expect(contactLinks({ email: null, phoneNumber: '  ', linkedin: null })).toEqual([]);
  });
});

describe('linkedinHref', () => {
  it('completes a bare address and keeps a full one', () => {
    expect(linkedinHref('https://www.linkedin.com/in/dana-levi/')).toBe('https://www.linkedin.com/in/dana-levi/');
    expect(linkedinHref('www.linkedin.com/in/dana')).toBe('https://www.linkedin.com/in/dana');
  });

  it('never makes a link of another scheme or of something that is no address', () => {
    expect(linkedinHref('javascript:alert(1)')).toBeNull();
    expect(linkedinHref('dana levi')).toBeNull();
  });
});
