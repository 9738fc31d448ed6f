import type { SendMessageResponse } from '../../../../../shared/api/conversations.ts';
import { api } from '../../../lib/api-client.ts';
import { voiceNoteFileName } from '../voice-notes/recording-format.ts';
import type { RecordedNote } from '../voice-notes/recorder-state.ts';
import { conversationPath } from './conversation-keys.ts';

function voiceNotesPath(conversationId: string): string {
  return `${conversationPath(conversationId)}/voice-notes`;
}

/** Where a note's audio plays from (Range requests work, so the player can seek). */
export function voiceNoteAudioUrl(conversationId: string, mediaId: string): string {
  return `${voiceNotesPath(conversationId)}/${encodeURIComponent(mediaId)}`;
}

/**
 * The upload's body: the server reads the text fields before the audio streams in, so they go
 * first. `transcript` (a call turn the browser recognised, or the guest typed) is kept as said.
 */
export function voiceNoteForm(note: RecordedNote, transcript?: string): FormData {
  const form = new FormData();
  form.append('clientId', note.clientId);
  form.append('durationMs', String(Math.round(note.durationMs)));
  if (transcript !== undefined) form.append('transcript', transcript);
  form.append('audio', note.audio, voiceNoteFileName(note.audio.type));
  return form;
}

/** Sends a recorded note; a retry with the same note (same clientId) never makes a second message. */
export function sendVoiceNote(
  conversationId: string,
  note: RecordedNote,
  onProgress: (fraction: number) => void,
  transcript?: string,
): Promise<SendMessageResponse> {
  return api.upload<SendMessageResponse>(voiceNotesPath(conversationId), voiceNoteForm(note, transcript), onProgress);
}
