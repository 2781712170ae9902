/**
 * Closed-form surface physics of the rig model: simple, monotone relations with the right
 * magnitudes (DOMAIN.md ranges), so the channels move together the way drillers expect.
 */

/** Standpipe pressure with the bit off bottom: string and annulus friction grow with depth and ~Q^1.8. */
export function offBottomSppMPa(bitDepthM: number, flowLpm: number): number {
  if (flowLpm <= 0) return 0;
  if (flowLpm !== lastFlowLpm) {
    // Flow is constant most seconds: skip the pow.
    lastFlowLpm = flowLpm;
    lastFlowFactor = Math.pow(flowLpm / 2500, 1.8);
  }
  return (6 + 0.0035 * Math.max(0, bitDepthM)) * lastFlowFactor;
}
let lastFlowLpm = -1;
let lastFlowFactor = 0;

/** Motor differential pressure on bottom: the motor's torque, hence its pressure drop, follows WOB. */
export function motorDiffPMPa(wobT: number, drillability: number): number {
  return wobT * (0.13 + 0.05 * drillability);
}

/** Surface torque, kN·m: string friction off bottom plus bit torque on bottom. */
export function surfaceTorqueKNm(bitDepthM: number, rpm: number, wobT: number, drillability: number): number {
  if (rpm < 1) return 0;
  const spinUp = rpm < 20 ? rpm / 20 : 1;
  const offBottom = (2.5 + 0.0018 * bitDepthM) * (0.8 + 0.2 * (rpm / 80));
  return spinUp * (offBottom + wobT * (0.7 + 0.3 * drillability));
}

/** Instantaneous ROP, m/h, before the slow random factor. */
export function ropMph(
  baseRopMph: number,
  drillability: number,
  wobT: number,
  rpm: number,
  sliding: boolean,
  slideFactor: number,
  wearFraction: number,
): number {
  if (wobT <= 0.2) return 0;
  if (wobT !== lastWobT) {
    lastWobT = wobT;
    lastWobFactor = Math.pow(wobT / 12, 0.9);
  }
  let r = slideFactor;
  if (!sliding) {
    if (rpm !== lastRpm) {
      lastRpm = rpm;
      lastRpmFactor = Math.pow(Math.max(rpm, 1) / 70, 0.35);
    }
    r = lastRpmFactor;
  }
  return baseRopMph * drillability * lastWobFactor * r * (1 - 0.3 * Math.min(1, wearFraction));
}
// Set points hold for minutes: memoise the pows (pure functions of their inputs, so no state leaks).
let lastWobT = -1;
let lastWobFactor = 0;
let lastRpm = -1;
let lastRpmFactor = 0;
