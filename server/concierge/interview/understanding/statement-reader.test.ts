import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSentenceEncoder } from '../../../language/sentence-encoder.ts';
import statementMeaningModel from './statement-meaning-model.json' with { type: 'json' };
import { statementExamples } from './statement-examples.ts';
import type { StatementExample } from './statement-kind.ts';
import { readStatement, trainStatementReader, prepareStatementReader } from './statement-reader.ts';

// The readers train on first use: seconds on a busy machine, more than one test's time.
beforeAll(prepareStatementReader, 60_000);

describe('readStatement', () => {
  it('reads an offer and a need said without cue words', () => {
    expect(readStatement('I write first cheques into B2B companies').kind).toBe('canOffer');
    expect(readStatement('our books are a mess and tax season is coming').kind).toBe('lookingFor');
    expect(readStatement('nurse on a cardiac ward in Leeds').kind).toBe('identity');
  });

  it('gives a confidence between 0 and 1', () => {
    const { confidence } = readStatement('happy to look over anyone’s pitch deck');
    expect(confidence).toBeGreaterThan(0);
    expect(confidence).toBeLessThanOrEqual(1);
  });
});

describe('readStatement with the clause’s sentence vector', () => {
  it('reads an offer its words took for a need, and is sure of a need its words doubted', async () => {
    const clauses = ['reading contracts so you don’t have to', 'a buyer for forty kilos of honey a month'];
    const [contracts, honey] = await createSentenceEncoder().encode(clauses);
    expect(readStatement(clauses[0]!).kind).toBe('lookingFor');
    expect(readStatement(clauses[0]!, contracts).kind).toBe('canOffer');
    expect(readStatement(clauses[1]!).confidence).toBeLessThan(0.8);
    expect(readStatement(clauses[1]!, honey)).toMatchObject({ kind: 'lookingFor' });
    expect(readStatement(clauses[1]!, honey).confidence).toBeGreaterThan(0.8);
  });

  it('reads with weights trained on the examples as they are now (else run scripts/build-meaning-models.ts)', () => {
    expect(statementMeaningModel.examplesDigest).toBe(createHash('sha256').update(JSON.stringify(statementExamples)).digest('hex'));
  });
});

describe('trainStatementReader', () => {
  it('learns kinds from the examples it is given', () => {
    const examples: StatementExample[] = [
      { text: 'I can teach you pottery', kind: 'canOffer' },
      { text: 'happy to teach glazing', kind: 'canOffer' },
      { text: 'need a kiln to rent', kind: 'lookingFor' },
      { text: 'looking for a studio to share', kind: 'lookingFor' },
    ];
    const read = trainStatementReader(examples);
    expect(read('I can teach throwing').kind).toBe('canOffer');
    expect(read('looking for a kiln').kind).toBe('lookingFor');
  });
});
