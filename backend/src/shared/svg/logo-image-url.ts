/** What a logo's imageUrl holds, as far as the SVG rules go. */
export type LogoImage = { kind: 'svg'; svg: string } | { kind: 'other' } | { kind: 'unreadable' };

const DATA_URL = /^data:([^,]*?),([\s\S]*)$/i;

/**
 * The SVG markup of a logo's imageUrl: a `data:image/svg+xml` URL (base64 or URL-encoded) or bare
 * markup. Anything else (a remote image, a raster data URL) is 'other': exports never draw it.
 */
export function logoImageOf(imageUrl: string): LogoImage {
  const url = imageUrl.trim();
  if (url.startsWith('<')) return { kind: 'svg', svg: url };
  const match = DATA_URL.exec(url);
  if (!match) return { kind: 'other' };
  const meta = (match[1] ?? '')
    .toLowerCase()
    .split(';')
    .map((p) => p.trim());
  if (meta[0] !== 'image/svg+xml') return { kind: 'other' };
  const payload = match[2] ?? '';
  if (meta.includes('base64')) {
    if (!/^[A-Za-z0-9+/=_\-\s]*$/.test(payload)) return { kind: 'unreadable' };
    const normalised = payload.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
    return { kind: 'svg', svg: Buffer.from(normalised, 'base64').toString('utf8') };
  }
  try {
    return { kind: 'svg', svg: decodeURIComponent(payload) };
  } catch {
    return { kind: 'unreadable' };
  }
}
