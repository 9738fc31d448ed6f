/**
 * Which format MediaRecorder records voice notes in: Opus in WebM where the browser can
 * (Chromium, Firefox), AAC in MP4 on Safari, Ogg Opus as a last resort. All of them are formats
 * the server accepts and every current browser plays back.
 */
export const preferredRecordingTypes = ['audio/webm;codecs=opus', 'audio/mp4', 'audio/ogg;codecs=opus', 'audio/webm'] as const;

/** The first preferred type the browser records, or null to leave the choice to the browser. */
export function chooseRecordingType(isTypeSupported: (type: string) => boolean): string | null {
  return preferredRecordingTypes.find((type) => isTypeSupported(type)) ?? null;
}

/** A file name for the upload; the server goes by the bytes, this only helps people reading logs. */
export function voiceNoteFileName(mimeType: string): string {
  const container = mimeType.split(';')[0]?.trim().toLowerCase();
  if (container === 'audio/mp4' || container === 'video/mp4') return 'voice-note.m4a';
  if (container === 'audio/ogg') return 'voice-note.ogg';
  if (container === 'audio/wav') return 'voice-note.wav';
  return 'voice-note.webm';
}
