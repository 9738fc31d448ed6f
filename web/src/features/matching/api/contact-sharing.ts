import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactSharing } from '../../../../../shared/api/matching.ts';
import { api } from '../../../lib/api-client.ts';
import { matchingKeys } from './matching-keys.ts';

/** Which of the viewer's contact details (email, phone, LinkedIn) their matches see. */
export function useContactSharing() {
  return useQuery({
    queryKey: matchingKeys.contactSharing(),
    queryFn: () => api.get<ContactSharing>(matchingKeys.contactSharing()[0]),
  });
}

/** Saves the whole choice; the answer replaces the cached one. */
export function useUpdateContactSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sharing: ContactSharing) => api.put<ContactSharing>(matchingKeys.contactSharing()[0], sharing),
    onSuccess: (sharing) => queryClient.setQueryData(matchingKeys.contactSharing(), sharing),
  });
}
