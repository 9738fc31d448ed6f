import type { DossierDocument, DossierStatus } from '../../../../shared/api/dossier.ts';

/** What home's dossier card says: its title, and the line under the headline (what the dossier holds). */

function count(amount: number, one: string, many: string): string {
  return `${amount} ${amount === 1 ? one : many}`;
}

/** "2 things you look for · 1 you can offer · 3 topics", or what it still lacks when it is empty. */
export function dossierHoldsText(document: DossierDocument): string {
  const parts = [
    document.lookingFor.length > 0 ? count(document.lookingFor.length, 'thing you look for', 'things you look for') : null,
    document.canOffer.length > 0 ? `${document.canOffer.length} you can offer` : null,
    document.topics.length > 0 ? count(document.topics.length, 'topic', 'topics') : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return document.about === '' ? 'Nothing in it yet.' : 'An introduction, no lists yet.';
  return parts.join(' · ');
}

/** An interview not finished is what the card is about until the dossier is written. */
export function dossierCardTitle(status: DossierStatus): string {
  if (status === 'in_progress') return 'Finish your interview';
  if (status === 'not_started') return 'Your interview with the concierge';
  return 'Your dossier';
}

/** Whether home leads with the dossier card: the concierge has yet to write the dossier. */
export function interviewUnfinished(status: DossierStatus): boolean {
  return status !== 'complete';
}
