import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { speechParts } from '../shared/speech-parts.ts';
import type { ConciergeTurn } from '../server/concierge/concierge-turn.ts';
import { interviewerTurn } from '../server/concierge/interview/interviewer.ts';
import { loadOfflineEncoder, prepareOfflineBrain } from '../server/concierge/offline-brain.ts';
import { Conversation } from '../server/concierge/interview/testing/simulate-interview.ts';
import { createOfflineRecognizer, findRecognizer } from '../server/speech/recognition/pocketsphinx-recognizer.ts';
import { createEspeakSynthesizer } from '../server/speech/synthesis/espeak-synthesizer.ts';
import { spokenGuestAnswers } from '../server/speech/testing/guest-answers.ts';
import { spokenWav } from '../server/speech/testing/spoken-wav.ts';
import { wordErrorRate } from '../server/speech/testing/word-error-rate.ts';
import { toRecognizerWav } from '../server/speech/wav.ts';
import { formatMs, formatTable } from './bench-report.ts';

/**
 * `npm run bench:voice`: a call turn on the embedded defaults, in one process: from the end of the
 * guest's turn (a WAV of their answer, made beforehand by the built-in voice) to the first audio
 * of the concierge's reply:
 *
 *   recognition (pocketsphinx with the open-vocabulary model: the guests' language model mixed
 *   with its general English one) → the interview (the built-in
 *   interviewer's pure turn, `interviewerTurn`) → synthesis of the reply's first speech part
 *   (espeak-ng, WebAssembly).
 *
 * Each of BENCH_TURNS turns answers what the concierge just asked in a running interview (a new
 * one starts when an interview ends). Printed: p50/p95 of each stage and of the whole, each
 * stage's share, recognition's real-time factor (processing time / audio duration) and word error
 * rate. Baselines in the same run: the same turn typed (the interview alone, what a text turn
 * costs), and pocketsphinx with its general English model on the same audio (BENCH_GENERAL_LM=0
 * leaves it out: it takes a few seconds per turn).
 */

const turns = Number(process.env.BENCH_TURNS ?? 20);
const withGeneralModel = process.env.BENCH_GENERAL_LM !== '0';
const run = promisify(execFile);

interface TurnTiming {
  recognitionMs: number;
  interviewMs: number;
  synthesisMs: number;
  audioMs: number;
  typedInterviewMs: number;
  reference: string;
  hypothesis: string;
  generalMs?: number;
  generalHypothesis?: string;
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};

const brain = { nextTurn: async (input: Parameters<typeof interviewerTurn>[0]) => interviewerTurn(input) };
const newConversation = () => new Conversation(brain, { guestName: 'Sam', eventName: 'Climate Founders Night', document: null });

/** pocketsphinx as Debian ships it: its general English model and dictionary, on the same 16 kHz WAV. */
async function generalModelTranscript(binary: string, wav: Uint8Array): Promise<{ text: string; ms: number }> {
  const file = path.join(os.tmpdir(), `tandem-bench-voice-${process.pid}.wav`);
  await writeFile(file, toRecognizerWav(wav).wav);
  const started = performance.now();
  const { stdout } = await run(binary, ['-infile', file, '-logfn', '/dev/null']);
  const ms = performance.now() - started;
  await rm(file, { force: true });
  return { text: stdout.split('\n').filter(Boolean).join(' '), ms };
}

async function main() {
  const installation = findRecognizer();
  if (!installation)
    throw new Error('pocketsphinx and pocketsphinx-en-us are not installed (apt-get install pocketsphinx pocketsphinx-en-us)');
  // As the server does once it listens: the concierge's readers learn and the encoder loads before the first turn.
  prepareOfflineBrain();
  await loadOfflineEncoder();
  const recognizer = await createOfflineRecognizer(installation);
  const voice = createEspeakSynthesizer();
  // The WebAssembly module is compiled once per process, at the first part: warm it up as a running server would be.
  await voice.synthesize('Warming up.');
  const answers = await Promise.all(
    Array.from({ length: turns }, (_, index) => spokenWav(spokenGuestAnswers[index % spokenGuestAnswers.length]!)),
  );

  let conversation = newConversation();
  let typed = newConversation();
  let lastTurn: ConciergeTurn = await conversation.concierge();
  await typed.concierge();
  const timings: TurnTiming[] = [];
  for (let index = 0; index < turns; index++) {
    // A confirmed interview is over: the next turn starts another guest's.
    if (lastTurn.revision) {
      conversation = newConversation();
      typed = newConversation();
      await conversation.concierge();
      await typed.concierge();
    }
    const reference = spokenGuestAnswers[index % spokenGuestAnswers.length]!;
    const { wav, durationMs: audioMs } = answers[index]!;

    const started = performance.now();
    const hypothesis = await recognizer.transcribe(wav, 'audio/wav', 'turn.wav');
    const recognized = performance.now();
    lastTurn = await conversation.say(hypothesis || '…');
    const answered = performance.now();
    await voice.synthesize(speechParts(lastTurn.reply.text)[0] ?? lastTurn.reply.text);
    const spoken = performance.now();

    // Baseline: the same answer typed, the interview alone.
    const typedStarted = performance.now();
    await typed.say(reference);
    const typedInterviewMs = performance.now() - typedStarted;

    const timing: TurnTiming = {
      recognitionMs: recognized - started,
      interviewMs: answered - recognized,
      synthesisMs: spoken - answered,
      audioMs,
      typedInterviewMs,
      reference,
      hypothesis,
    };
    if (withGeneralModel) {
      const general = await generalModelTranscript(installation.binary, wav);
      timing.generalMs = general.ms;
      timing.generalHypothesis = general.text;
    }
    timings.push(timing);
  }
  await recognizer.close();
  report(timings);
}

function report(timings: TurnTiming[]) {
  const total = (timing: TurnTiming) => timing.recognitionMs + timing.interviewMs + timing.synthesisMs;
  const sum = (pick: (timing: TurnTiming) => number) => timings.reduce((all, timing) => all + pick(timing), 0);
  const allMs = sum(total);
  const row = (label: string, pick: (timing: TurnTiming) => number, share = true) => [
    label,
    formatMs(percentile(timings.map(pick), 0.5)),
    formatMs(percentile(timings.map(pick), 0.95)),
    share ? `${((sum(pick) / allMs) * 100).toFixed(0)} %` : '',
  ];
  console.log(
    `\nbench:voice — ${timings.length} turns, end of the guest's turn → first audio of the reply (${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})\n`,
  );
  console.log(
    formatTable([
      ['stage', 'p50', 'p95', 'share'],
      row('recognition (pocketsphinx, open vocabulary)', (timing) => timing.recognitionMs),
      row('interview (built-in interviewer)', (timing) => timing.interviewMs),
      row('synthesis of the first part (espeak-ng)', (timing) => timing.synthesisMs),
      row('total', total),
      row('baseline: the same turn typed (interview only)', (timing) => timing.typedInterviewMs, false),
      ...(withGeneralModel ? [row('baseline: recognition with the general LM', (timing) => timing.generalMs!, false)] : []),
    ]),
  );
  const audioMs = sum((timing) => timing.audioMs);
  const openWer = wordErrorRate(timings.map(({ reference, hypothesis }) => ({ reference, hypothesis })));
  console.log(
    `\nrecognition real-time factor: ${(sum((timing) => timing.recognitionMs) / audioMs).toFixed(3)} (audio ${formatMs(audioMs / timings.length)} a turn on average)`,
  );
  console.log(`word error rate, open vocabulary: ${openWer.toFixed(3)}`);
  console.log(
    `voice turn / typed turn (p50): ${(
      percentile(timings.map(total), 0.5) /
      percentile(
        timings.map((timing) => timing.typedInterviewMs),
        0.5,
      )
    ).toFixed(0)}×`,
  );
  if (withGeneralModel) {
    const generalWer = wordErrorRate(timings.map(({ reference, generalHypothesis }) => ({ reference, hypothesis: generalHypothesis! })));
    console.log(
      `word error rate, general LM: ${generalWer.toFixed(3)}; real-time factor ${(sum((timing) => timing.generalMs!) / audioMs).toFixed(3)}`,
    );
    console.log(
      `general LM / open vocabulary: recognition time ${(sum((timing) => timing.generalMs!) / sum((timing) => timing.recognitionMs)).toFixed(1)}×, WER ${(generalWer / openWer).toFixed(1)}×`,
    );
  }
}

await main();
