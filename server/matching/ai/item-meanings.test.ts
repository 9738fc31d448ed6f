import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { EmbeddingsError, type Embeddings } from '../../llm/embeddings.ts';
import type { SentenceEncoder } from '../../language/sentence-encoder.ts';
import { attendee } from '../engine/testing/attendee.ts';
import { createItemMeanings } from './item-meanings.ts';

const logger = pino({ level: 'silent' });
const guests = [
  attendee({ id: 'a', headline: 'Café owner', lookingFor: ['Someone to sort out our accounts'], canOffer: ['Catering'] }),
  attendee({ id: 'b', headline: 'Bookkeeper', lookingFor: ['Staff lunches'], canOffer: ['Monthly bookkeeping', 'Catering'] }),
];
/** Each item, and each one's offers read whole with the headline (a list of one need is its item). */
const texts = [
  'Café owner',
  'Someone to sort out our accounts',
  'Catering',
  'Café owner. Catering',
  'Bookkeeper',
  'Staff lunches',
  'Monthly bookkeeping',
  'Bookkeeper. Monthly bookkeeping. Catering',
];

/** An encoder that answers [1, 0] for every text and counts the texts it was asked for. */
function countingEncoder() {
  const asked: string[] = [];
  const encoder: SentenceEncoder = {
    encode(inputs) {
      asked.push(...inputs);
      return Promise.resolve(inputs.map(() => Float32Array.of(1, 0)));
    },
  };
  return { encoder, asked };
}

/** An endpoint answering [0, 3] (unit length once read) or failing, that records each request. */
function endpoint(fails: boolean) {
  const requests: (readonly string[])[] = [];
  const embeddings: Embeddings = {
    model: 'test-embeddings',
    embed(inputs) {
      requests.push(inputs);
      if (fails) return Promise.reject(new EmbeddingsError('http', 'Embeddings answered 503', 503));
      return Promise.resolve(inputs.map(() => [0, 3]));
    },
  };
  return { embeddings, requests };
}

describe('item meanings', () => {
  it('reads every item and list of every dossier once with the sentence encoder when no endpoint is configured', async () => {
    const { encoder, asked } = countingEncoder();
    const meanings = await createItemMeanings({ encoder, logger }).meaningsFor(guests, new AbortController().signal);
    expect(asked.sort()).toEqual([...texts].sort());
    expect(Array.from(meanings.get('Monthly bookkeeping')!)).toEqual([1, 0]);
    expect(meanings.get('a text no dossier has')).toBeUndefined();
  });

  it('asks the endpoint when one is configured, in batches, at unit length, and keeps its vectors by text', async () => {
    const { encoder, asked } = countingEncoder();
    const { embeddings, requests } = endpoint(false);
    const source = createItemMeanings({ encoder, endpoint: embeddings, logger, textsPerRequest: 4 });
    const meanings = await source.meaningsFor(guests, new AbortController().signal);
    expect(Array.from(meanings.get('Catering')!)).toEqual([0, 1]);
    expect(requests.map((request) => request.length)).toEqual([4, 4]);
    await source.meaningsFor(guests, new AbortController().signal);
    expect(requests).toHaveLength(2);
    expect(asked).toEqual([]);
  });

  it('reads the whole event with the encoder when the endpoint fails, so that no item loses its meaning', async () => {
    const { encoder, asked } = countingEncoder();
    const { embeddings, requests } = endpoint(true);
    const meanings = await createItemMeanings({ encoder, endpoint: embeddings, logger }).meaningsFor(guests, new AbortController().signal);
    expect(requests).toHaveLength(1);
    expect(asked.sort()).toEqual([...texts].sort());
    for (const text of texts) expect(Array.from(meanings.get(text)!)).toEqual([1, 0]);
  });
});
