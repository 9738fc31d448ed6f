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

    await createGeneralDossier({ post: post as never }, 'u1');

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

  it('creates a missing dossier once, then refetches the user', async () => {
    const create = vi.fn(async () => undefined);
    const refetchUser = vi.fn(async () => undefined);
    const ensure = createGeneralDossierSetup({ create, refetchUser });

    ensure(withoutDossier);
    ensure(withoutDossier);
    ensure({ ...withoutDossier });
    await vi.waitFor(() => expect(refetchUser).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith('u1');
  });

  it('does nothing without a user or when the dossier exists', () => {
    const create = vi.fn(async () => undefined);
    const ensure = createGeneralDossierSetup({ create, refetchUser: vi.fn() });

    ensure(null);
    ensure({ id: 'u2', generalDossier: { textConversationId: 'a', voiceConversationId: 'b' } });
    expect(create).not.toHaveBeenCalled();
  });

  it('only logs a failure and does not refetch', async () => {
    const create = vi.fn(async () => {
      throw new Error('server down');
    });
    const refetchUser = vi.fn();
    const log = vi.fn();
    const ensure = createGeneralDossierSetup({ create, refetchUser, log });

    ensure(withoutDossier);
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(refetchUser).not.toHaveBeenCalled();
  });

  it('handles each user on its own', async () => {
    const create = vi.fn(async () => undefined);
    const ensure = createGeneralDossierSetup({ create, refetchUser: vi.fn(async () => undefined) });

    ensure(withoutDossier);
    ensure({ id: 'u2', generalDossier: null });
    expect(create.mock.calls).toEqual([['u1'], ['u2']]);
  });
});
