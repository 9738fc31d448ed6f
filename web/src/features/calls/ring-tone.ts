/**
 * The incoming-call ring, made with WebAudio so no sound file ships: two short beeps every
 * three seconds. A browser that has not yet let this page play sound stays silent, which is fine:
 * the sheet on screen is what matters. Returns the function that stops it.
 */
export function startRingTone(): () => void {
  let context: AudioContext;
  try {
    context = new AudioContext();
  } catch {
    return () => {};
  }

  function beep(at: number) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 480;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.15, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.4);
  }

  function ring() {
    beep(context.currentTime);
    beep(context.currentTime + 0.5);
  }

  ring();
  const timer = setInterval(ring, 3000);
  return () => {
    clearInterval(timer);
    void context.close();
  };
}
