/**
 * WITSML trajectories, 1.4.1.1 (<trajectorys><trajectory><trajectoryStation>) and 2.0
 * (<Trajectory><TrajectoryStation>), to stations in metres and degrees. Every measure carries its own
 * uom: Volve writes angles in rad and DLS in rad/m, the Energistics example MD in ft.
 */
import { ImportError } from '../import-error';
import type { ImportWarning, ParsedTrajectory, SurveyStation } from '../model';
import { readNumber } from '../number-tokens';
import { parseIsoTime } from '../time-index';
import { canonicalUnit, degreesPerUnit, metresPerUnit } from '../units';
import { child, children, childText, parseXml, textOf, uomOf, type XmlNode } from './xml-document';

export function parseWitsmlTrajectory(text: string, encoding: string, version: string): ParsedTrajectory {
  const doc = parseXml(text);
  const warnings: ImportWarning[] = [];
  let traj: XmlNode | undefined;
  if (version === '2.0') traj = doc.Trajectory as XmlNode;
  else {
    const all = children(doc.trajectorys, 'trajectory');
    if (all.length > 1) warnings.push({ message: `the file holds ${all.length} trajectories; importing the first with stations` });
    traj = all.find((t) => children(t, 'trajectoryStation').length > 0) ?? all[0];
  }
  if (!traj) throw new ImportError('WITSML document holds no <trajectory>');

  const stationsXml = children(traj, 'trajectoryStation');
  const units = { length: '', angle: '' };
  const measure = (node: unknown, kind: 'length' | 'angle', what: string, n: number): number | undefined => {
    const raw = textOf(node);
    if (raw === undefined || raw === '') return undefined;
    const v = readNumber(raw.trim());
    if (v === undefined || Number.isNaN(v)) {
      warnings.push({ message: `station ${n}: ${what} '${raw}' is not a number` });
      return undefined;
    }
    const uom = uomOf(node) ?? '';
    const factor = kind === 'length' ? metresPerUnit(uom) : degreesPerUnit(uom);
    if (!units[kind] && uom) units[kind] = uom;
    if (factor === undefined) {
      if (uom !== '') warnings.push({ message: `station ${n}: ${what} unit '${uom}' not recognised; read as ${kind === 'length' ? 'metres' : 'degrees'}` });
      return v;
    }
    return v * factor;
  };

  const stations: SurveyStation[] = [];
  let skipped = 0;
  stationsXml.forEach((s, i) => {
    const n = i + 1;
    const mdM = measure(child(s, 'md'), 'length', 'md', n);
    const incDeg = measure(child(s, 'incl'), 'angle', 'incl', n);
    const aziDeg = measure(child(s, 'azi'), 'angle', 'azi', n);
    if (mdM === undefined || incDeg === undefined || aziDeg === undefined) {
      skipped++;
      return;
    }
    const time = childText(s, 'dTimStn');
    stations.push({
      mdM,
      incDeg,
      aziDeg,
      tvdM: measure(child(s, 'tvd'), 'length', 'tvd', n),
      northM: measure(child(s, 'dispNs'), 'length', 'dispNs', n),
      eastM: measure(child(s, 'dispEw'), 'length', 'dispEw', n),
      type: childText(s, 'typeTrajStation'),
      timeMs: time ? parseIsoTime(time)?.ms : undefined,
    });
  });
  if (skipped > 0) warnings.push({ message: `${skipped} station(s) without md, incl or azi skipped` });
  if (stations.length === 0) warnings.push({ message: 'the trajectory holds no survey stations' });
  for (let i = 1; i < stations.length; i++) {
    if (stations[i].mdM < stations[i - 1].mdM) {
      warnings.push({ message: `station MDs are not increasing (${stations[i - 1].mdM} m then ${stations[i].mdM} m)` });
      break;
    }
  }

  const angle = (name: string) => {
    const node = child(traj, name);
    const v = textOf(node);
    if (v === undefined || v === '') return undefined;
    const x = readNumber(v.trim());
    const f = degreesPerUnit(uomOf(node) ?? 'deg');
    return x === undefined || f === undefined ? undefined : x * f;
  };
  const wellbore = child(traj, 'Wellbore');
  return {
    kind: 'trajectory',
    format: 'WITSML',
    version,
    encoding,
    wellName: childText(traj, 'nameWell'),
    wellboreName: childText(traj, 'nameWellbore') ?? childText(wellbore, 'Title'),
    serviceCompany: childText(traj, 'serviceCompany'),
    name: childText(traj, 'name') ?? childText(child(traj, 'Citation'), 'Title'),
    azimuthReference: childText(traj, 'aziRef'),
    magneticDeclinationDeg: angle('magDeclUsed'),
    gridConvergenceDeg: angle('gridCorUsed'),
    sourceUnits: { length: canonicalUnit(units.length || 'm'), angle: canonicalUnit(units.angle || 'deg') },
    stations,
    warnings,
  };
}
