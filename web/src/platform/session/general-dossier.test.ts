import { describe, expect, it, vi } from 'vitest';
import { createGeneralDossier, createGeneralDossierSetup } from './general-dossier.ts';

describe('createGeneralDossier', () => {
  it('creates the text and voice conversations, then saves the dossier', async () => {
    const calls: { path: string; body: unknown }[] = [];
    let next = 0;
    const post = vi.fn(async (path: string, body?: unknown) => {
      calls.push({ path, body });
      if (path === '/api/conversations/') return { conversationId: `c${++next}` };
      return { textConversationId: 'c1', voiceConversationId: 'c2' };
    });

    await expect(createGeneralDossier({ post: post as never }, 'u1')).resolves.toEqual({
      textConversationId: 'c1',
      voiceConversationId: 'c2',
    });

    expect(calls).toEqual([
      { path: '/api/conversations/', body: { userId: 'u1', kind: 'concierge_text' } },
      { path: '/api/conversations/', body: { userId: 'u1', kind: 'concierge_voice' } },
      { path: '/api/users/u1/generalDossier', body: { textConversationId: 'c1', voiceConversationId: 'c2' } },
    ]);
  });

  it('stops when a conversation cannot be created', async () => {
    const post = vi.fn(async () => {
      throw new Error('nope');
    });
    await expect(createGeneralDossier({ post: post as never }, 'u1')).rejects.toThrow('nope');
    expect(post).toHaveBeenCalledTimes(1);
  });
});

describe('createGeneralDossierSetup', () => {
  const withoutDossier = { id: 'u1', generalDossier: null };

  const created = { textConversationId: 't1', voiceConversationId: 'v1' };

  it('creates a missing dossier once, refetches the user, and answers the new dossier to every caller', async () => {
    const create = vi.fn(async () => created);
    const refetchUser = vi.fn(async () => undefined);
    const ensure = createGeneralDossierSetup({ create, refetchUser });

    const answers = [ensure(withoutDossier), ensure(withoutDossier), ensure({ ...withoutDossier })];
    await expect(Promise.all(answers)).resolves.toEqual([created, created, created]);
    expect(refetchUser).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith('u1');
    // Still the same answer for a caller that holds the user as it was before the refetch.
    await expect(ensure(withoutDossier)).resolves.toEqual(created);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('creates nothing without a user or when the dossier exists, and answers the existing one', async () => {
    const create = vi.fn(async () => created);
    const ensure = createGeneralDossierSetup({ create, refetchUser: vi.fn() });
    const existing = { textConversationId: 'a', voiceConversationId: 'b' };

    await expect(ensure(null)).resolves.toBeNull();
    await expect(ensure({ id: 'u2', generalDossier: existing })).resolves.toBe(existing);
    expect(create).not.toHaveBeenCalled();
  });

  it('only logs a failure, does not refetch, and answers null', async () => {
    const create = vi.fn(async () => {
      throw new Error('server down');
    });
    const refetchUser = vi.fn();
    const log = vi.fn();
    const ensure = createGeneralDossierSetup({ create, refetchUser, log });

    await expect(ensure(withoutDossier)).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(refetchUser).not.toHaveBeenCalled();
  });

  it('handles each user on its own', async () => {
    const create = vi.fn(async () => created);
    const ensure = createGeneralDossierSetup({ create, refetchUser: vi.fn(async () => undefined) });

    void ensure(withoutDossier);
    void ensure({ id: 'u2', generalDossier: null });
    expect(create.mock.calls).toEqual([['u1'], ['u2']]);
  });
});
