import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DossierDocument } from '../../../shared/api/dossier.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { newId } from '../../db/ids.ts';
import { createEmbeddings } from '../../llm/embeddings.ts';
import {
  fakeChatAnswers,
  fakeEmbeddingAnswers,
  startFakeOpenAiServer,
  type FakeChatAnswer,
  type FakeOpenAiServer,
  type RecordedEmbeddingsRequest,
} from '../../testing/fake-openai-server.ts';
import { insertTestUser, openTestDatabase } from '../../testing/test-database.ts';
import { testDialects } from '../../testing/test-server.ts';
import type { Attendee } from '../engine/engine-types.ts';
import { createDossierEmbeddingsRepository } from './dossier-embeddings.repository.ts';
import { createDossierVectors, type DossierVectorsOptions } from './dossier-vectors.ts';

const item = (text: string) => ({ text, sourceMessageIds: [] });

function dossier({
  headline = '',
  about = '',
  lookingFor = [] as string[],
  canOffer = [] as string[],
  topics = [] as string[],
}): DossierDocument {
  return { headline, about, lookingFor: lookingFor.map(item), canOffer: canOffer.map(item), topics: topics.map(item) };
}

const danaDossier = dossier({
  headline: 'Angel investor',
  about: 'I invest in early climate-tech companies.',
  lookingFor: ['Storage founders', 'Co-investors'],
  canOffer: ['Seed funding'],
  topics: ['Climate'],
});
const samDossier = dossier({ lookingFor: ['Seed funding for battery storage'], canOffer: ['Battery expertise'] });
const leaDossier = dossier({ headline: 'Baker', canOffer: ['Bread for events'] });

/**
 * The fake endpoint's vector of a text: its position among every text embedded so far, so a test
 * can tell which text each vector came from.
 */
function numberedVectors() {
  const texts: string[] = [];
  const vectorOf = (text: string) => {
    if (!texts.includes(text)) texts.push(text);
    return [texts.indexOf(text), 1];
  };
  return { vectorOf, answer: (request: RecordedEmbeddingsRequest) => fakeEmbeddingAnswers.vectors(request.body.input.map(vectorOf)) };
}

describe.each(testDialects)('dossier vectors (%s)', (dialect) => {
  let database: DatabaseHandle;
  let server: FakeOpenAiServer;
  let logLines: string[];

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    server = await startFakeOpenAiServer();
    logLines = [];
  });
  afterEach(async () => {
    await server.close();
    await database.close();
  });

  /** An attendee with a dossier revision saved in the database (the cache's rows reference it). */
  async function attendee(name: string, document: DossierDocument, existingUserId?: string): Promise<Attendee> {
    const userId = existingUserId ?? (await insertTestUser(database));
    const revisionId = newId();
    await database.db
      .insertInto('dossier_revisions')
      .values({
        id: revisionId,
        user_id: userId,
        document: JSON.stringify(document),
        update_type: 'manual',
        update_source: 'artifact',
        trigger_message_id: null,
        created_at: 0,
      })
      .execute();
    return { userId, name, document, revisionId };
  }

  function dossierVectors(options: Partial<DossierVectorsOptions> & { model?: string; timeoutMs?: number } = {}) {
    const { model = 'text-embedding-test', timeoutMs = 5000, ...rest } = options;
    return createDossierVectors({
      embeddings: createEmbeddings({ baseUrl: server.baseUrl, apiKey: undefined, model, timeoutMs }),
      repository: createDossierEmbeddingsRepository(database.db),
      logger: pino({ level: 'debug' }, { write: (line: string) => logLines.push(line) }),
      now: Date.now,
      ...rest,
    });
  }

  const signal = () => new AbortController().signal;
  const warnings = () => logLines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level >= 40);

  it('embeds what each guest looks for, offers and is, a few dossiers per request, and never embeds a revision again', async () => {
    const [dana, sam, lea] = [await attendee('Dana', danaDossier), await attendee('Sam', samDossier), await attendee('Léa', leaDossier)];
    const numbered = numberedVectors();
    server.otherwiseEmbeddings(numbered.answer);

    const vectors = await dossierVectors({ dossiersPerRequest: 2 }).vectorsFor([dana!, sam!, lea!], signal());

    expect(server.embeddingRequests.map((request) => request.body)).toEqual([
      {
        model: 'text-embedding-test',
        input: [
          'Storage founders\nCo-investors',
          'Seed funding',
          'Angel investor\nI invest in early climate-tech companies.\nClimate',
          'Seed funding for battery storage',
          'Battery expertise',
        ],
      },
      { model: 'text-embedding-test', input: ['Bread for events', 'Baker'] },
    ]);
    const { vectorOf } = numbered;
    expect(vectors).toEqual(
      new Map([
        [
          dana!.userId,
          {
            lookingFor: vectorOf('Storage founders\nCo-investors'),
            canOffer: vectorOf('Seed funding'),
            about: vectorOf('Angel investor\nI invest in early climate-tech companies.\nClimate'),
          },
        ],
        [sam!.userId, { lookingFor: vectorOf('Seed funding for battery storage'), canOffer: vectorOf('Battery expertise'), about: null }],
        [lea!.userId, { lookingFor: null, canOffer: vectorOf('Bread for events'), about: vectorOf('Baker') }],
      ]),
    );

    // Another recompute, in this process or another one, reads the cache and asks nothing.
    expect(await dossierVectors().vectorsFor([lea!, sam!, dana!], signal())).toEqual(vectors);
    expect(server.embeddingRequests).toHaveLength(2);
    expect(warnings()).toEqual([]);
  });

  it('embeds a new revision, and the same revision again for another model', async () => {
    const dana = await attendee('Dana', danaDossier);
    server.otherwiseEmbeddings(fakeEmbeddingAnswers.wordVectors);
    await dossierVectors().vectorsFor([dana], signal());
    expect(server.embeddingRequests).toHaveLength(1);

    const revised = await attendee('Dana', dossier({ canOffer: ['Seed funding', 'Board experience'] }), dana.userId);
    const vectors = await dossierVectors().vectorsFor([revised], signal());
    expect(server.embeddingRequests.at(-1)?.body.input).toEqual(['Seed funding\nBoard experience']);
    expect(vectors.get(dana.userId)).toMatchObject({ lookingFor: null, canOffer: expect.any(Array), about: null });

    await dossierVectors({ model: 'other-model' }).vectorsFor([dana], signal());
    expect(server.embeddingRequests.map((request) => request.body.model)).toEqual([
      'text-embedding-test',
      'text-embedding-test',
      'other-model',
    ]);
  });

  it('asks nothing for a dossier with nothing in it, which gets no vectors', async () => {
    const empty = await attendee('Nobody', dossier({}));
    expect(await dossierVectors().vectorsFor([empty], signal())).toEqual(new Map());
    expect(server.embeddingRequests).toEqual([]);
  });

  const failures: [string, FakeChatAnswer][] = [
    ['a server error', fakeChatAnswers.serverError()],
    ['a slow answer', fakeChatAnswers.slow(fakeEmbeddingAnswers.vectors([[1], [2], [3]]), 60_000)],
    ['an answer that is not JSON', fakeChatAnswers.notACompletion()],
    ['too few vectors', fakeEmbeddingAnswers.vectors([[1], [2]])],
    ['vectors that are not numbers', fakeEmbeddingAnswers.vectors([['a'], ['b'], ['c']])],
    ['vectors of different dimensions', fakeEmbeddingAnswers.vectors([[1], [2, 3], [4]])],
  ];

  it.each(failures)('gives no vectors, without failing, after %s, caches nothing, and embeds them next time', async (_, answer) => {
    const dana = await attendee('Dana', danaDossier);
    server.enqueueEmbeddings(answer);

    // A short timeout only for the slow answer: on a busy machine it could cut off a quick one before it is even sent.
    const timeoutMs = answer.delayMs === undefined ? 5000 : 1000;
    expect(await dossierVectors({ timeoutMs }).vectorsFor([dana], signal())).toEqual(new Map());
    expect(warnings()).toEqual([expect.objectContaining({ msg: 'embedding dossiers failed; those dossiers are matched on words alone' })]);
    // The log says what failed, never what the guests wrote.
    expect(logLines.join('\n')).not.toMatch(/Storage founders|Seed funding|climate/i);

    server.otherwiseEmbeddings(fakeEmbeddingAnswers.wordVectors);
    expect((await dossierVectors().vectorsFor([dana], signal())).get(dana.userId)).toMatchObject({ canOffer: expect.any(Array) });
    expect(server.embeddingRequests).toHaveLength(2);
  });

  it('gives no vectors when the endpoint cannot be reached', async () => {
    const dana = await attendee('Dana', danaDossier);
    const vectors = dossierVectors();
    await server.close();
    expect(await vectors.vectorsFor([dana], signal())).toEqual(new Map());
    expect(warnings()).toEqual([expect.objectContaining({ failure: 'network' })]);
    server = await startFakeOpenAiServer();
  });

  it('keeps the vectors of the batches that succeeded, and starts no batch after one fails', async () => {
    const guests = [await attendee('Dana', danaDossier), await attendee('Sam', samDossier), await attendee('Léa', leaDossier)];
    server.enqueueEmbeddings(fakeEmbeddingAnswers.vectors([[1], [2], [3]]), fakeChatAnswers.serverError());
    server.otherwiseEmbeddings(fakeEmbeddingAnswers.wordVectors);

    const vectors = await dossierVectors({ dossiersPerRequest: 1, concurrentRequests: 1 }).vectorsFor(guests, signal());

    expect(vectors).toEqual(new Map([[guests[0]!.userId, { lookingFor: [1], canOffer: [2], about: [3] }]]));
    expect(server.embeddingRequests).toHaveLength(2);
    expect(warnings()).toEqual([expect.objectContaining({ status: 500, dossiersWithoutVectors: 2 })]);
  });

  it('asks nothing once the caller has stopped, and warns of nothing', async () => {
    const dana = await attendee('Dana', danaDossier);
    const controller = new AbortController();
    controller.abort();
    expect(await dossierVectors().vectorsFor([dana], controller.signal)).toEqual(new Map());
    expect(server.embeddingRequests).toEqual([]);
    expect(warnings()).toEqual([]);
  });

  it('gives no vectors, asking nothing, when the cache cannot be read', async () => {
    const dana = await attendee('Dana', danaDossier);
    const broken = await openTestDatabase(dialect);
    await broken.close();
    const vectors = dossierVectors({ repository: createDossierEmbeddingsRepository(broken.db) });
    expect(await vectors.vectorsFor([dana], signal())).toEqual(new Map());
    expect(server.embeddingRequests).toEqual([]);
    expect(warnings()).toEqual([
      expect.objectContaining({ msg: 'the cached embeddings could not be read; matching runs without semantic vectors' }),
    ]);
  });
});
