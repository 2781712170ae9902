import { Spinner, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({ root: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' } });

/** Shown while the profile loads or a redirect is on its way; never longer than one request. */
export function Splash({ label }: { label: string }) {
  const s = useStyles();
  return (
    <div className={s.root} data-splash>
      <Spinner label={label} />
    </div>
  );
}
