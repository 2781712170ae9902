/**
 * Normalises a hex colour to 8 lowercase digits '#rrggbbaa' (data-widgets-calls §9.8: short
 * colours expand, alpha defaults to full). Accepts 3, 4, 6 or 8 digits with or without '#'.
 * Returns null for anything else, so a bad stored colour can fall back to a theme colour.
 */
export function expandHexColor(color: string): string | null {
  const m = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim());
  if (!m) return null;
  let hex = m[1].toLowerCase();
  if (hex.length <= 4) hex = [...hex].map((c) => c + c).join('');
  return `#${hex.length === 6 ? `${hex}ff` : hex}`;
}
