import { indefinitePersons } from './lexicon.ts';
import type { Token } from './nlp.ts';

// Words a guest frames an item with that are no part of it: where they said it before, a question to the room.

const speakers = new Set(['i', 'we']);
const sayingVerbs = new Set(['say', 'mention', 'tell', 'write', 'put']);
const afterSaying = new Set(['before', 'above', 'earlier', 'already', 'you']);

/**
 * Without the guest's pointers back at the conversation ("like I said", "as we mentioned before"):
 * they say where the guest said it, not what they look for or offer.
 */
export function withoutPointersBack(tokens: readonly Token[]): Token[] {
  const kept: Token[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    const speaker = tokens[index + 1];
    const verb = tokens[index + 2];
    if (
      (token.normal === 'like' || token.normal === 'as') &&
      speaker &&
      speakers.has(speaker.normal) &&
      verb &&
      sayingVerbs.has(verb.lemma)
    ) {
      index += 2;
      while (afterSaying.has(tokens[index + 1]?.normal ?? '')) index += 1;
    } else kept.push(token);
  }
  return kept;
}

/** "[does anyone know] potters who share a kiln?": the question the guest asks the room is no part of whom they seek. */
export function withoutAskingLead(tokens: readonly Token[]): Token[] {
  let at = tokens.findIndex((token) => token.type === 'word');
  if (['does', 'do'].includes(tokens[at]?.normal ?? '')) at += 1;
  const asks = indefinitePersons.has(tokens[at]?.normal ?? '') && ['know', 'have'].includes(tokens[at + 1]?.lemma ?? '');
  return asks ? tokens.slice(at + 2) : tokens.slice();
}
