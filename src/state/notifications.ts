/** Notices shown to the user (spec 7: info, success, warning, error). The toast UI renders this list. */
import { proxy } from 'valtio';

export type NoticeType = 'info' | 'success' | 'warning' | 'error';

export interface Notice {
  id: number;
  type: NoticeType;
  message: string;
  /** Auto-dismiss after this long; null keeps it until dismissed. */
  timeoutMs: number | null;
}

export const notifications = proxy({ items: [] as Notice[] });

let nextId = 1;
/** How long each type stays: errors linger so they can be read and reported. */
const DEFAULT_TIMEOUT_MS: Record<NoticeType, number | null> = { info: 6000, success: 4000, warning: 8000, error: 12000 };
/** The same message repeated (a burst of failing requests) shows once. */
const MAX_VISIBLE = 5;

export function notify(type: NoticeType, message: string, options: { timeoutMs?: number | null } = {}): number {
  const existing = notifications.items.find((n) => n.type === type && n.message === message);
  if (existing) return existing.id;
  const notice: Notice = { id: nextId++, type, message, timeoutMs: options.timeoutMs !== undefined ? options.timeoutMs : DEFAULT_TIMEOUT_MS[type] };
  notifications.items.push(notice);
  if (notifications.items.length > MAX_VISIBLE) notifications.items.splice(0, notifications.items.length - MAX_VISIBLE);
  return notice.id;
}

export function dismiss(id: number): void {
  const i = notifications.items.findIndex((n) => n.id === id);
  if (i >= 0) notifications.items.splice(i, 1);
}
