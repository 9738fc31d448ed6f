import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventPreview } from '../../../../../shared/api/events.ts';
import { api } from '../../../lib/api-client.ts';
import type { JoinLink } from '../join-link.ts';

/** The public join-page header: name, hosts, dates; with a member hash, who the link is for. */
export function fetchEventPreview({ eventId, memberHash }: JoinLink): Promise<EventPreview> {
  const query = memberHash ? `?${new URLSearchParams({ memberHash }).toString()}` : '';
  return api.get<EventPreview>(`/api/events/${encodeURIComponent(eventId)}/preview${query}`);
}

export const eventPreviewQuery = (link: JoinLink) =>
  queryOptions({
    queryKey: ['/api/events/preview', link.eventId, link.memberHash],
    queryFn: () => fetchEventPreview(link),
  });

export function useEventPreview(link: JoinLink, enabled = true) {
  return useQuery({ ...eventPreviewQuery(link), enabled });
}
