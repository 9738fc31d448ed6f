import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventPreview } from '../../../../../shared/api/events.ts';
import { api } from '../../../lib/api-client.ts';
import { eventApiPath } from '../../events/api/event-keys.ts';
import type { JoinLink } from '../join-link.ts';
import { joiningKeys } from './joining-keys.ts';

/** The public join-page header: name, hosts, dates; with a member hash, who the link is for. */
export function getEventPreview({ eventId, memberHash }: JoinLink): Promise<EventPreview> {
  const query = memberHash ? `?${new URLSearchParams({ memberHash }).toString()}` : '';
  return api.get<EventPreview>(`${eventApiPath(eventId)}/preview${query}`);
}

export function eventPreviewQueryOptions(link: JoinLink) {
  return queryOptions({ queryKey: joiningKeys.preview(link), queryFn: () => getEventPreview(link) });
}

export function useEventPreview(link: JoinLink, enabled = true) {
  return useQuery({ ...eventPreviewQueryOptions(link), enabled });
}
