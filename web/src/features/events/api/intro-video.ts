import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventDetails } from '../../../../../shared/api/events.ts';
import { api } from '../../../lib/api-client.ts';
import { eventApiPath, eventKeys } from './event-keys.ts';

export type IntroVideoUpload = { eventId: string; video: File; onProgress?: (fraction: number) => void };

/** Uploads the event's own intro video (multipart field `video`). */
export function uploadIntroVideo({ eventId, video, onProgress }: IntroVideoUpload): Promise<EventDetails> {
  const formData = new FormData();
  formData.append('video', video, video.name);
  return api.upload<EventDetails>(`${eventApiPath(eventId)}/intro-video`, formData, onProgress);
}

/** Goes back to the default intro video. */
export function clearIntroVideo(eventId: string): Promise<EventDetails> {
  return api.delete<EventDetails>(`${eventApiPath(eventId)}/intro-video`);
}

/** Both answer the updated event, which replaces the cached one. */
export function useUploadIntroVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadIntroVideo,
    onSuccess: (event) => queryClient.setQueryData(eventKeys.detail(event.id), event),
  });
}

export function useClearIntroVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearIntroVideo,
    onSuccess: (event) => queryClient.setQueryData(eventKeys.detail(event.id), event),
  });
}
