import type { DossierDocument } from '../../../../shared/api/dossier.ts';

/** The line under the headline on home's dossier card: what the dossier holds. */

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
