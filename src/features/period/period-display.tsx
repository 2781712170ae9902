/** The selected period, in the user's date and clock format, in the browser's zone. */
import { Badge, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { formatDisplayDateTime } from '../../domain/format';
import { selection } from '../../state/selection';
import { session } from '../../state/session';

const useStyles = makeStyles({ root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' } });

const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function PeriodDisplay() {
  const s = useStyles();
  const { period } = useSnapshot(selection);
  const { user } = useSnapshot(session);
  if (!period) return null;
  const opts = { is24hr: user?.locale.is24hr ?? true, timeZone: browserZone() };
  return (
    <div className={s.root} data-period data-start={period.start_date} data-end={period.end_date} aria-label="Period">
      <Caption1>
        {formatDisplayDateTime(period.start_date * 1000, opts)} – {period.autoUpdate ? 'now' : formatDisplayDateTime(period.end_date * 1000, opts)}
      </Caption1>
      {period.autoUpdate && (
        <Badge size="small" color="success">
          live
        </Badge>
      )}
    </div>
  );
}
