/** A short two-tone chime for an arriving alert (Web Audio, no file to load); silent where audio is blocked. */
let ctx: AudioContext | null = null;

export function playAlertSound(severity: string): void {
  try {
    ctx ??= new AudioContext();
    const t0 = ctx.currentTime;
    const tones = severity === 'critical' ? [880, 660, 880] : [660, 880];
    tones.forEach((hz, i) => {
      const osc = ctx!.createOscillator();
      const gain = ctx!.createGain();
      osc.frequency.value = hz;
      gain.gain.setValueAtTime(0.15, t0 + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, t0 + i * 0.18 + 0.16);
      osc.connect(gain).connect(ctx!.destination);
      osc.start(t0 + i * 0.18);
      osc.stop(t0 + i * 0.18 + 0.17);
    });
  } catch {
    // No audio device or autoplay refused: the toast still shows.
  }
}
