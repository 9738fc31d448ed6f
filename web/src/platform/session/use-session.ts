import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../../../shared/api/auth.ts';
import type { GeneralDossierRef } from '../../../../shared/api/dossier.ts';
import type { CurrentUser } from '../../../../shared/api/users.ts';
import { api } from '../../lib/api-client.ts';
import { createGeneralDossier, createGeneralDossierSetup } from './general-dossier.ts';

/** The query that holds the signed-in user; `null` data means nobody is signed in. */
export const sessionQueryKey = ['/api/auth/session'] as const;

export const authFailedMessage = 'Failed to authenticate user';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated' | 'failed';

export interface Session {
  status: SessionStatus;
  user: CurrentUser | null;
  refetch(): Promise<unknown>;
  logout(): Promise<void>;
  /** The user's general dossier, waiting for it while it is being created; null when there is none and it could not be created. */
  generalDossier(): Promise<GeneralDossierRef | null>;
}

/**
 * The signed-in user's id as the session holds it at this moment, null when nobody is signed in:
 * for code that runs outside rendering (a call arriving over the socket) and so cannot use `useSession`.
 */
export function signedInUserId(queryClient: QueryClient): string | null {
  return queryClient.getQueryData<CurrentUser | null>(sessionQueryKey)?.id ?? null;
}

/**
 * Who is signed in. The probe answers `{ user: null }` when nobody is, so a signed-out page load
 * logs no error. `main.tsx` asks it while the first page's code loads.
 */
export const sessionQuery = {
  queryKey: sessionQueryKey,
  queryFn: async (): Promise<CurrentUser | null> => (await api.get<SessionResponse>('/api/auth/session')).user,
};

// One setup per query client, so StrictMode's doubled effects and every useSession caller share it.
const dossierSetups = new WeakMap<QueryClient, ReturnType<typeof createGeneralDossierSetup>>();

function dossierSetupFor(queryClient: QueryClient) {
  let setup = dossierSetups.get(queryClient);
  if (!setup) {
    setup = createGeneralDossierSetup({
      create: (userId) => createGeneralDossier(api, userId),
      refetchUser: () => queryClient.refetchQueries({ queryKey: sessionQueryKey }),
    });
    dossierSetups.set(queryClient, setup);
  }
  return setup;
}

/** After signing out or deleting the account: nothing of the previous user stays in memory. */
export function forgetUser(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (cached) => cached.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, null);
}

/**
 * The current user and the session's state. Also gives a signed-in user without a general
 * dossier their dossier, once, and lets a page wait for it.
 */
export function useSession(): Session {
  const queryClient = useQueryClient();
  const query = useQuery(sessionQuery);
  const user = query.data ?? null;

  useEffect(() => {
    void dossierSetupFor(queryClient)(user);
  }, [queryClient, user]);
  const generalDossier = useCallback(() => dossierSetupFor(queryClient)(user), [queryClient, user]);

  const { refetch } = query;
  const refetchSession = useCallback(() => refetch(), [refetch]);

  const logout = useCallback(async () => {
    try {
      await api.post('/api/auth/logout');
    } catch (error) {
      console.warn('Logout request failed; signing out here anyway.', error);
    } finally {
      forgetUser(queryClient);
    }
  }, [queryClient]);

  let status: SessionStatus;
  if (query.isPending || (query.isError && query.isFetching)) status = 'loading';
  else if (query.isError) status = 'failed';
  else status = user === null ? 'unauthenticated' : 'authenticated';

  return { status, user, refetch: refetchSession, logout, generalDossier };
}
