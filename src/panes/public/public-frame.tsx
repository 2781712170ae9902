/** The centred frame every public page shares: the product name above one card. */
import { Card, Title3, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
  },
  brand: { letterSpacing: '0.04em', color: tokens.colorBrandForeground1 },
  card: {
    width: '100%',
    maxWidth: '420px',
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalL,
    // Headings and paragraphs are spaced by the card's gap, not by browser margins.
    '& h1, & h2, & p': { marginTop: 0, marginBottom: 0 },
  },
});

/** `brand: false` when the page shows its own title (the configured welcome title). */
export function PublicFrame({ children, wide, brand = true }: { children: ReactNode; wide?: boolean; brand?: boolean }) {
  const s = useStyles();
  return (
    <div className={s.page}>
      {brand && (
        <Title3 as="p" className={s.brand}>
          Drillspace
        </Title3>
      )}
      <Card className={s.card} style={wide ? { maxWidth: '520px' } : undefined}>
        {children}
      </Card>
    </div>
  );
}
