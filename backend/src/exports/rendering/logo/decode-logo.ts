import { sanitiseLogoSvg } from '../../../shared/svg/sanitise-logo-svg';
import { unsafeSvgReason } from './svg-safety';

export type DecodedLogo = { kind: 'svg'; svg: string } | { kind: 'skipped'; reason: string };

const DATA_URL = /^data:([^,]*?),([\s\S]*)$/i;
const BASE64 = /^[A-Za-z0-9+/=_\-\s]*$/;

function skipped(reason: string): DecodedLogo {
  return { kind: 'skipped', reason };
}

function asSvg(text: string): DecodedLogo {
  if (!/<svg[\s>]/i.test(text)) return skipped('its data is not an SVG document');
  const unsafe = unsafeSvgReason(text);
  if (unsafe) return skipped(unsafe);
  // Scripts and event handlers never reach an exported .svg (a logo stored before the save rules).
  const svg = sanitiseLogoSvg(text);
  return svg ? { kind: 'svg', svg } : skipped('nothing of its SVG is left without its scripts');
}

/**
 * Turns a logo's imageUrl into SVG text. Accepts `data:image/svg+xml` URLs (base64 or
 * URL-encoded) and bare SVG markup; everything else is skipped with a reason a reader can act on.
 * Never throws and never fetches anything.
 */
export function decodeLogo(imageUrl: string | undefined): DecodedLogo {
  const url = imageUrl?.trim() ?? '';
  if (url === '') return skipped('it has no image');
  if (/^<(\?xml|svg|!--)/i.test(url)) return asSvg(url);
  if (/^https?:\/\//i.test(url))
    return skipped('it is a link to a remote image, which exports do not download');
  const match = DATA_URL.exec(url);
  if (!match) return skipped('its image is not a data URL');
  const meta = (match[1] ?? '')
    .toLowerCase()
    .split(';')
    .map((p) => p.trim());
  const mediaType = meta[0] || 'text/plain';
  const payload = match[2] ?? '';
  if (mediaType !== 'image/svg+xml')
    return skipped(`it is not an SVG (${mediaType}); only SVG logos can be exported`);
  if (meta.includes('base64')) {
    if (!BASE64.test(payload)) return skipped('its base64 data is corrupt');
    const normalised = payload.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
    return asSvg(Buffer.from(normalised, 'base64').toString('utf8'));
  }
  try {
    return asSvg(decodeURIComponent(payload));
  } catch {
    return skipped('its URL-encoded data is corrupt');
  }
}
