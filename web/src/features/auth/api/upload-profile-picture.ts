import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CurrentUser, pictureUploadResponseSchema } from '../../../../../shared/api/users.ts';
import { api } from '../../../lib/api-client.ts';
import { sessionQueryKey } from '../../../platform/session/use-session.ts';

export type PictureUploadResponse = z.infer<typeof pictureUploadResponseSchema>;

export type PictureUpload = {
  /** A cropped JPEG, or the original file when the browser could not decode it (HEIC). */
  picture: Blob;
  fileName: string;
  onProgress?: (fraction: number) => void;
};

export function uploadProfilePicture({ picture, fileName, onProgress }: PictureUpload): Promise<PictureUploadResponse> {
  const formData = new FormData();
  formData.append('picture', picture, fileName);
  return api.upload<PictureUploadResponse>('/api/users/me/picture', formData, onProgress);
}

/** Uploads the profile picture; the server re-encodes it and the session's user gets its id. */
export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: ({ picture_id }) => {
      queryClient.setQueryData<CurrentUser | null>(sessionQueryKey, (user) => (user ? { ...user, picture_id } : user));
    },
  });
}
