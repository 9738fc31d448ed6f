import type { ContactSharing } from '../../shared/api/matching.ts';
import type { Viewer } from '../events/event-access.ts';
import type { ContactSharingRepository } from './contact-sharing.repository.ts';
import { parseContactSharing } from './matching-views.ts';

/** Which of the viewer's contact details their matches see: their choice, or email and LinkedIn until they make one. */
export function createContactSharingService({ contactSharing, now }: { contactSharing: ContactSharingRepository; now: () => number }) {
  return {
    async get(viewer: Viewer): Promise<ContactSharing> {
      return parseContactSharing(await contactSharing.find(viewer.id));
    },

    async set(viewer: Viewer, sharing: ContactSharing): Promise<ContactSharing> {
      await contactSharing.save(viewer.id, JSON.stringify(sharing), now());
      return sharing;
    },
  };
}

export type ContactSharingService = ReturnType<typeof createContactSharingService>;
