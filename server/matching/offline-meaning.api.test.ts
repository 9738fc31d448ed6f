import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DossierDocument } from '../../shared/api/dossier.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import { createEvent, giveDossier, join, readyProspects, signedInGuests } from './testing/matching-fixture.ts';

const items = (texts: string[]) => texts.map((text) => ({ text, sourceMessageIds: [] }));
const dossier = (headline: string, lookingFor: string[], canOffer: string[]): DossierDocument => ({
  headline,
  about: '',
  lookingFor: items(lookingFor),
  canOffer: items(canOffer),
  topics: [],
});

describe.each(testDialects)('matching on meaning with no endpoint configured (%s)', (dialect) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(dialect);
  });
  afterEach(async () => {
    await server.close();
  });

  it('puts two guests whose need and offer share no word first in each other’s lists, from the built-in word vectors', async () => {
    const [host, cafe, bookkeeper, photographer] = await signedInGuests(server, ['Hana Host', 'Chidi Cafe', 'Bea Books', 'Pia Photo']);
    const eventId = await createEvent(server, host!, 'Small business breakfast');
    for (const guest of [cafe!, bookkeeper!, photographer!]) await join(guest, eventId);
    await giveDossier(
      cafe!,
      dossier('Café owner', ['Someone to sort out our accounts before the tax deadline'], ['Catering for office meetings']),
    );
    await giveDossier(
      bookkeeper!,
      dossier('Bookkeeper for small firms', ['Food for my staff lunches'], ['Monthly bookkeeping and VAT returns']),
    );
    await giveDossier(
      photographer!,
      dossier('Wedding photographer', ['A second shooter for summer weddings'], ['Portraits and event photos']),
    );

    expect((await readyProspects(cafe!, eventId)).prospects[0]?.user.id).toBe(bookkeeper!.userId);
    expect((await readyProspects(bookkeeper!, eventId)).prospects[0]?.user.id).toBe(cafe!.userId);
    const cached = await server.database.db.selectFrom('dossier_embeddings').select('model').distinct().execute();
    expect(cached).toEqual([{ model: 'tandem-sif-sg100d-30k' }]);
  });
});
