/**
 * The palette's entries as the chat reads them. The palette host provides them (it builds them
 * anyway); the chat pane asks here, so no pane imports the palette's entries and, through them, the
 * pane registry (the layering rule: nothing a pane imports may import the registry).
 */
import type { CommandEntry } from './interpret';

let source: (() => readonly CommandEntry[]) | null = null;

export function provideCommands(fn: () => readonly CommandEntry[]): void {
  source = fn;
}

export const paletteCommands = (): readonly CommandEntry[] => source?.() ?? [];
