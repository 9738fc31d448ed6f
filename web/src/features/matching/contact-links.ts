import type { ContactDetails } from '../../../../shared/api/matching.ts';

export type ContactLink = { kind: keyof ContactDetails; label: string; text: string; href: string | null };

/**
 * A LinkedIn profile as a link: people type "linkedin.com/in/dana" as often as the full URL.
 * Anything that is not http(s) once completed is shown as text, never as a link.
 */
export function linkedinHref(value: string): string | null {
  const trimmed = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The contact details a match shared, in a fixed order, each with the link that opens it. */
export function contactLinks(contact: ContactDetails): ContactLink[] {
  const links: ContactLink[] = [];
  const email = contact.email?.trim();
  if (email) links.push({ kind: 'email', label: 'Email', text: email, href: `mailto:${email}` });
  const phone = contact.phoneNumber?.trim();
  if (phone) links.push({ kind: 'phoneNumber', label: 'Phone', text: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` });
  const linkedin = contact.linkedin?.trim();
  if (linkedin) links.push({ kind: 'linkedin', label: 'LinkedIn', text: linkedin, href: linkedinHref(linkedin) });
  return links;
}
