import type { CurrentUser, NotificationChannel } from '../../shared/api/users.ts';
import type { UserWithDossier } from './users.repository.ts';

/** The row as `GET /api/users/me` shows it: exactly these fields, no more (pinned by auth.api.test.ts). */
export function toCurrentUser(row: UserWithDossier): CurrentUser {
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    email: row.email,
    phone_number: row.phone_number,
    linkedin: row.linkedin,
    picture_id: row.picture_id,
    notificationPreferences: JSON.parse(row.notification_preferences) as NotificationChannel[],
    generalDossier:
      row.text_conversation_id && row.voice_conversation_id
        ? { textConversationId: row.text_conversation_id, voiceConversationId: row.voice_conversation_id }
        : null,
  };
}
