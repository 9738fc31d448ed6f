import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import { createEvent, dossierDocument, giveDossier, join, readyProspects, signedInGuests } from './testing/matching-fixture.ts';

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
      dossierDocument({
        headline: 'Café owner',
        lookingFor: ['Someone to sort out our accounts before the tax deadline'],
        canOffer: ['Catering for office meetings'],
      }),
    );
    await giveDossier(
      bookkeeper!,
      dossierDocument({
        headline: 'Bookkeeper for small firms',
        lookingFor: ['Food for my staff lunches'],
        canOffer: ['Monthly bookkeeping and VAT returns'],
      }),
    );
    await giveDossier(
      photographer!,
      dossierDocument({
        headline: 'Wedding photographer',
        lookingFor: ['A second shooter for summer weddings'],
        canOffer: ['Portraits and event photos'],
      }),
    );

    expect((await readyProspects(cafe!, eventId)).prospects[0]?.user.id).toBe(bookkeeper!.userId);
    expect((await readyProspects(bookkeeper!, eventId)).prospects[0]?.user.id).toBe(cafe!.userId);
    const cached = await server.database.db.selectFrom('dossier_embeddings').select('model').distinct().execute();
    expect(cached).toEqual([{ model: 'tandem-sif-sg100d-30k' }]);
  });

  it('calls a pair that fits both ways strong, and shows a guest nobody fits, at an event of twenty, only loose fits with their reasons', async () => {
    const trades = [
      { headline: 'Wedding photographer', lookingFor: ['A second shooter for summer weddings'], canOffer: ['Portraits and event photos'] },
      { headline: 'Plumber', lookingFor: ['An apprentice plumber'], canOffer: ['Boiler repairs'] },
      { headline: 'Yoga teacher', lookingFor: ['A studio to rent on weekday mornings'], canOffer: ['Yoga classes for office teams'] },
    ];
    const names = ['Hana Host', 'Chidi Cafe', 'Bea Books', 'Hal Harpist', ...Array.from({ length: 17 }, (_, index) => `Guest ${index}`)];
    const [host, cafe, bookkeeper, harpist, ...others] = await signedInGuests(server, names);
    const eventId = await createEvent(server, host!, 'Small business breakfast');
    for (const guest of [cafe!, bookkeeper!, harpist!, ...others]) await join(guest, eventId);
    await giveDossier(
      cafe!,
      dossierDocument({
        headline: 'Café owner',
        lookingFor: ['Someone to do our accounts and VAT'],
        canOffer: ['Catering for office meetings'],
      }),
    );
    await giveDossier(
      bookkeeper!,
      dossierDocument({
        headline: 'Bookkeeper for small firms',
        lookingFor: ['Catering for our team meetings'],
        canOffer: ['Monthly accounts and VAT returns'],
      }),
    );
    await giveDossier(
      harpist!,
      dossierDocument({ headline: 'Concert harpist', lookingFor: ['Someone to restore an antique harp'], canOffer: ['Harp lessons'] }),
    );
    for (const [index, guest] of others.entries()) await giveDossier(guest, dossierDocument(trades[index % trades.length]!));

    const cafeList = (await readyProspects(cafe!, eventId)).prospects;
    expect(cafeList[0]).toMatchObject({ user: { id: bookkeeper!.userId }, fit: 'strong' });
    const harpistList = (await readyProspects(harpist!, eventId)).prospects;
    expect(harpistList.length).toBeGreaterThan(0);
    expect(harpistList.every((prospect) => prospect.fit === 'modest' && prospect.reason.length > 0)).toBe(true);
  });
});
