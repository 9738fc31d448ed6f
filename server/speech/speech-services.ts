import type { Logger } from 'pino';
import type { SpeechModes } from '../../shared/api/speech.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import type { Config } from '../config.ts';
import type { ConversationsRepository } from '../conversations/conversations.repository.ts';
import type { MessagesRepository } from '../conversations/messages.repository.ts';
import { createOpenAiTranscriber } from '../media/transcription/openai-transcriber.ts';
import type { Transcriber } from '../media/transcription/transcriber.ts';
import {
  createOfflineRecognizer,
  findRecognizer,
  type OfflineRecognizer,
  type RecognizerInstallation,
} from './recognition/pocketsphinx-recognizer.ts';
import { createTranscriptionChain } from './recognition/transcription-chain.ts';
import { speechRoutes } from './speech.routes.ts';
import { createSpeechService } from './speech.service.ts';
import { builtInVoiceInstalled, createEspeakSynthesizer } from './synthesis/espeak-synthesizer.ts';
import { createOpenAiSynthesizer } from './synthesis/openai-synthesizer.ts';
import { createSpeechChain } from './synthesis/speech-chain.ts';

export interface SpeechServices {
  /** Speech to text for voice notes and call turns; undefined when neither a service nor the offline recognizer is here. */
  transcriber: Transcriber | undefined;
  /** The client config's `speech`. */
  modes: SpeechModes;
  /** The speech route, for the app to register. */
  routes(auth: Authenticator): ReturnType<typeof speechRoutes>;
  close(): Promise<void>;
}

export interface SpeechServicesDependencies {
  config: Pick<Config, 'transcription' | 'tts'>;
  conversations: Pick<ConversationsRepository, 'kindsAndMembers'>;
  messages: Pick<MessagesRepository, 'findById'>;
  logger: Logger;
  /** Where the offline recognizer is (null: not here); by default it is looked for once, now. */
  recognizerInstallation?: RecognizerInstallation | null;
}

/** Hearing and speaking, wired from the configuration (the composition root calls this once). */
export async function createSpeechServices({
  config,
  conversations,
  messages,
  logger,
  recognizerInstallation = findRecognizer(),
}: SpeechServicesDependencies): Promise<SpeechServices> {
  const installation = recognizerInstallation;
  let recognizer: OfflineRecognizer | undefined;
  if (installation) {
    try {
      recognizer = await createOfflineRecognizer(installation);
    } catch (error) {
      logger.warn({ err: error }, 'The offline recognizer could not be prepared; speech is recognised by the service or the browser');
    }
  }
  const transcriber = createTranscriptionChain({
    service: config.transcription && createOpenAiTranscriber(config.transcription),
    offline: recognizer,
    logger,
  });
  const builtInVoice = builtInVoiceInstalled() ? createEspeakSynthesizer() : undefined;
  const speechChain = createSpeechChain({ service: config.tts && createOpenAiSynthesizer(config.tts), offline: builtInVoice, logger });
  const speech = createSpeechService({ conversations, messages, speech: speechChain });
  return {
    transcriber,
    modes: {
      recognition: config.transcription ? 'service' : recognizer ? 'offline' : 'browser',
      // The web also falls back to speechSynthesis whenever the route answers 503 (nothing could speak).
      synthesis: config.tts ? 'service' : builtInVoice ? 'offline' : 'browser',
    },
    routes: (auth) => speechRoutes({ auth, speech }),
    close: async () => recognizer?.close(),
  };
}
