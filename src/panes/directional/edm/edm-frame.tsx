/**
 * The frame every EDM pane shares: its bar (title, project and site choosers, tools, a caption) and
 * the honest states (error, no project, loading, empty) marked for the pane-state observer.
 */
import { Body1, Caption1, Select, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { usePlanningStyles } from '../planning/planning-styles';
import { errorText, ProjectChooser, type ProjectScope } from '../planning/use-project-scope';

export interface EdmFrameProps {
  kind: string;
  title: string;
  scope: ProjectScope;
  tools?: ReactNode;
  caption?: string | null;
  error: unknown;
  loading: boolean;
  /** Why there is nothing to show, or null when there is. */
  empty: string | null;
  children: ReactNode;
}

export function EdmFrame(p: EdmFrameProps) {
  const s = usePlanningStyles();
  const error = p.scope.error ?? p.error;
  return (
    <div className={s.root} data-edm={p.kind}>
      <div className={s.bar}>
        <Text className={s.title}>{p.title}</Text>
        <ProjectChooser scope={p.scope} />
        {p.tools}
        {p.caption && <Caption1 className={s.muted}>{p.caption}</Caption1>}
      </div>
      <div className={s.body}>
        {error ? (
          <Body1 className={s.error} role="alert" data-pane-message="error">
            Could not load: {errorText(error)}
          </Body1>
        ) : !p.scope.projectId && !p.scope.loading ? (
          <Body1 data-pane-message="empty">You may see no project: ask an administrator for a role on one.</Body1>
        ) : p.loading || p.scope.loading ? (
          <Body1 data-pane-message="loading">Reading the project&apos;s EDM…</Body1>
        ) : p.empty ? (
          <Body1 data-pane-message="empty">{p.empty}</Body1>
        ) : (
          p.children
        )}
      </div>
    </div>
  );
}

/** A small labelled select for the bar (site, reference design, radius). */
export function BarSelect<T extends string>(p: { label: string; value: T; options: readonly { value: T; label: string }[]; onChange(v: T): void }) {
  if (p.options.length < 2) return null;
  return (
    <Select size="small" aria-label={p.label} value={p.value} onChange={(_, d) => p.onChange(d.value as T)} style={{ maxWidth: 280 }}>
      {p.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Select>
  );
}
