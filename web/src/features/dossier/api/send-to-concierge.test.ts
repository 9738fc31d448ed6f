import { describe, expect, it } from 'vitest';
import { clientIdFor } from './send-to-concierge.ts';

describe('clientIdFor', () => {
  const newId = () => 'fresh-id-1';

  it('gives a first send a new id', () => {
    expect(clientIdFor(null, 'c1', 'Tell me more', newId)).toBe('fresh-id-1');
  });

  it('reuses the id when the same words are sent again to the same conversation', () => {
    expect(clientIdFor({ conversationId: 'c1', text: 'Tell me more', clientId: 'first-id-1' }, 'c1', 'Tell me more', newId)).toBe(
      'first-id-1',
    );
  });

  it('gives other words, or another conversation, a new id', () => {
    const last = { conversationId: 'c1', text: 'Tell me more', clientId: 'first-id-1' };
    expect(clientIdFor(last, 'c1', 'I am not hiring any more', newId)).toBe('fresh-id-1');
    expect(clientIdFor(last, 'c2', 'Tell me more', newId)).toBe('fresh-id-1');
  });
});
