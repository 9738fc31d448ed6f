/**
 * The sentence vectors of a turn's guest messages, by text (`server/language/sentence-encoder.ts`):
 * the encoder is asynchronous and the interviewer is not, so the brain encodes the messages before
 * the turn is read. A text missing from it is read by its words alone.
 */
export type Meanings = ReadonlyMap<string, Float32Array>;
