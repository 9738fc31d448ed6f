import { createContext, useContext } from 'react';
import type { EventContextProperties } from '../../platform/analytics/track.ts';

/**
 * The event a join page is for, so every sign-in step's analytics carries it as context; empty on
 * the plain sign-in page.
 */
export const LoginEventContext = createContext<Partial<EventContextProperties>>({});

export function useLoginEventContext(): Partial<EventContextProperties> {
  return useContext(LoginEventContext);
}
