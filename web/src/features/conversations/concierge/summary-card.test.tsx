import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DossierDocument } from '../../../../../shared/api/dossier.ts';
import { SummaryCard } from './summary-card.tsx';

const item = (text: string) => ({ text, sourceMessageIds: ['m1'] });

const before: DossierDocument = {
  headline: 'Founder of Tidewater',
  about: 'I build electric ferries.',
  lookingFor: [item('Seed investors'), item('Naval engineers')],
  canOffer: [item('Advice on raising money for hardware'), item('Climate-focused angels')],
  topics: [item('Electric shipping'), item('Chess')],
};
const after: DossierDocument = {
  ...before,
  headline: 'CEO of Tidewater',
  lookingFor: [item('Seed investors in climate hardware'), item('Naval engineers'), item('Climate-focused angels')],
  canOffer: [item('Advice on raising seed money for hardware')],
  topics: [item('Electric shipping'), item('Sailing')],
};

/** What a screen reader reads of the markup: its text, the visually hidden parts included. */
function readText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

const render = (changedFrom: DossierDocument | null, actionable = true) =>
  renderToStaticMarkup(<SummaryCard proposal={after} changedFrom={changedFrom} actionable={actionable} onReply={() => {}} />);

describe('SummaryCard', () => {
  it('shows the proposal plainly when it changes nothing earlier', () => {
    const text = readText(render(null));
    expect(text).toContain('CEO of Tidewater');
    expect(text).not.toMatch(/Added|Removed|Moved|Reworded|changed/);
    expect(render(null)).not.toMatch(/<del|<ins/);
  });

  it('says in words what a correction adds, removes, moves and rewords, and strikes what goes', () => {
    const html = render(before);
    const text = readText(html);
    expect(text).toContain('Headline changed, 1 added, 1 removed, 1 moved, 2 reworded. Nothing is saved until you say it looks right.');
    expect(text).toContain('Headline changedremoved: Founder of Tidewater → added: CEO of Tidewater');
    expect(text).toContain('AddedSailing');
    expect(text).toContain('RemovedChess');
    expect(html).toMatch(/<del[^>]*>Chess<\/del>/);
    expect(text).toContain('Moved from Can offerClimate-focused angels');
    // A short item reworded: its old words struck whole, then the new ones; a long one: the words that change.
    expect(text).toContain('Rewordedremoved: Seed investorsadded: Seed investors in climate hardware');
    expect(text).toContain('RewordedAdvice on raising added: seed money for hardware');
    // What stays is shown as it is, without a mark.
    expect(html).toMatch(/<li>Naval engineers<\/li>/);
    expect(html).toMatch(/<li>Electric shipping<\/li>/);
    // The arrow is for the eye only.
    expect(html).toMatch(/aria-hidden="true"> → <\/span>/);
  });

  it("is the page's landmark while it can be answered, and a group once it is history (a chat may hold several)", () => {
    expect(render(before)).toMatch(/^<section [^>]*aria-label="Your dossier, as the concierge summed it up"/);
    expect(render(before)).toContain('Looks right');
    const earlier = render(before, false);
    expect(earlier).toMatch(/^<div [^>]*role="group" aria-label="Your dossier, as the concierge summed it up"/);
    expect(earlier).not.toContain('Looks right');
  });
});
