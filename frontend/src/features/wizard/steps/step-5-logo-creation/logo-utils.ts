import { logoText, type Logo, type StepData } from '@bb/backend/contracts';

/** Marks `id` as the one selected logo: radio semantics, `selected` is true on that logo only. */
export function selectLogo(logos: readonly Logo[], id: string): Logo[] {
  return logos.map((logo) => ({ ...logo, selected: logo.id === id }));
}

export function selectedLogo(logos: readonly Logo[] | undefined): Logo | undefined {
  return logos?.find((logo) => logo.selected);
}

/**
 * The list after a new generation: the fresh designs, none selected, after the design the user
 * had selected (kept, so generating again never loses a choice). Ids stay unique (logo_N).
 */
export function mergeGeneratedLogos(
  previous: readonly Logo[] | undefined,
  fresh: readonly Logo[],
  max = 60,
): Logo[] {
  const kept = selectedLogo(previous);
  const used = new Set<string>(kept ? [kept.id] : []);
  let next = 1;
  const freshLogos = fresh.map((logo) => {
    let id = logo.id;
    while (!id || used.has(id)) id = `logo_${next++}`;
    used.add(id);
    return { ...logo, id, selected: false };
  });
  return (kept ? [kept, ...freshLogos] : freshLogos).slice(0, max);
}

/** The business name chosen in step 3 (the logos' text), or ''. */
export function businessNameOf(data: StepData): string {
  return data.nameGeneration?.selectedName?.name?.trim() ?? '';
}

/** What the business does (step 1's idea and description), sent so the logos draw its symbols. */
export function ideaText(data: StepData): string {
  const idea = data.ideaGeneration?.selectedIdea;
  return [idea?.businessIdea, idea?.description]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join('. ')
    .slice(0, 2000);
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The brand colours of step 4 (either shape of the style guide), with the style guide's defaults. */
export function brandColors(data: StepData): { primary: string; secondary: string } {
  const s = data.styleGuide;
  const primary = [s?.primaryColor, s?.colors?.primary].find((c) => c && HEX.test(c)) ?? '#6366F1';
  const secondary = [s?.secondaryColor, s?.colors?.secondary].find((c) => c && HEX.test(c)) ?? '#8B5CF6';
  return { primary, secondary };
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A font size that keeps `name` inside the 320 px artboard. */
function fittedSize(name: string, max: number): number {
  return Math.max(16, Math.min(max, Math.floor(560 / Math.max(name.length, 1))));
}

/** The image shown instead of a logo that fails to load: the business name on a neutral tile. */
export function placeholderLogoUrl(businessName: string): string {
  const name = escapeXml(businessName.trim() || 'Your logo');
  const size = fittedSize(businessName.trim() || 'Your logo', 40);
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320" role="img" aria-label="${name}">` +
      `<rect width="320" height="320" rx="24" fill="#F1F5F9"/>` +
      `<rect x="12" y="12" width="296" height="296" rx="18" fill="none" stroke="#CBD5E1" stroke-width="2" stroke-dasharray="8 8"/>` +
      `<text x="160" y="168" text-anchor="middle" dominant-baseline="middle" font-family="Inter, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#334155">${name}</text>` +
      `<text x="160" y="228" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="14" fill="#64748B">Logo preview unavailable</text>` +
      `</svg>`,
  );
}

/**
 * The free plan's logo (generated designs are a Starter feature): the business name set in the
 * brand colours with its initial in a rounded tile. Drawn here, so a free user can finish step 5.
 */
export function wordmarkLogo(businessName: string, colors: { primary: string; secondary: string }): Logo {
  const raw = businessName.trim() || 'Brand';
  // The save refuses "<" in a logo's text (logoText), so the drawing spells it full-width.
  const name = escapeXml(logoText(raw));
  const initial = escapeXml((Array.from(logoText(raw))[0] ?? '').toUpperCase());
  const size = fittedSize(raw, 36);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<rect x="110" y="58" width="100" height="100" rx="24" fill="${colors.primary}"/>` +
    `<text x="160" y="110" text-anchor="middle" dominant-baseline="central" font-family="Inter, Arial, sans-serif" font-size="56" font-weight="800" fill="#FFFFFF">${initial}</text>` +
    `<text x="160" y="218" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="${size}" font-weight="700" fill="${colors.primary}">${name}</text>` +
    `<rect x="130" y="240" width="60" height="5" rx="2.5" fill="${colors.secondary}"/>` +
    `</svg>`;
  return {
    id: 'logo_wordmark',
    imageUrl: svgDataUrl(svg),
    prompt: `Simple wordmark for ${raw}`,
    selected: true,
  };
}

/** The SVG text of a `data:image/svg+xml` URL (base64 or percent-encoded), or null for anything else. */
export function svgFromDataUrl(url: string): string | null {
  const match = /^data:image\/svg\+xml([^,]*),(.*)$/s.exec(url);
  if (!match) return null;
  const [, params = '', payload = ''] = match;
  try {
    if (/;base64/i.test(params)) {
      const bytes = Uint8Array.from(atob(payload.replace(/\s/g, '')), (c) => c.charCodeAt(0));
      return new TextDecoder().decode(bytes);
    }
    return decodeURIComponent(payload);
  } catch {
    return null;
  }
}
