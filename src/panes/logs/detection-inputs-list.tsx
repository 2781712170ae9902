/**
 * The import preview's "detection inputs" line: which of the nine channels rig-state detection reads
 * the current mapping provides (and from which curve), and what detection will assume for each one
 * missing. Follows the user's mapping choices, through the same domain function the server uses.
 */
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { detectionInputStatus } from '../../domain/drilling/detection-inputs';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2px 10px',
    margin: `0 0 ${tokens.spacingVerticalS}`,
    padding: 0,
    listStyle: 'none',
    fontSize: tokens.fontSizeBase200,
  },
  found: { color: tokens.colorPaletteGreenForeground1 },
  missing: { color: tokens.colorPaletteMarigoldForeground1 },
});

export function DetectionInputsList(p: { mapping: readonly { mnemonic: string; channel: string; action: 'import' | 'skip' }[] }) {
  const s = useStyles();
  const status = detectionInputStatus(p.mapping);
  const found = status.filter((d) => d.found).length;
  return (
    <div data-detection-inputs>
      <Caption1>{`Rig-state detection inputs: ${found} of ${status.length} found`}</Caption1>
      <ul className={s.list}>
        {status.map((d) => (
          <li
            key={d.id}
            data-detection-input={d.id}
            data-found={d.found}
            className={d.found ? s.found : s.missing}
            title={d.found ? d.use : `Missing: ${d.assumed}`}
          >
            {d.found ? `✓ ${d.label} (${d.mnemonic})` : `✗ ${d.label}: ${d.assumed}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
