import type { ExportableProject } from './exportable-project';
import { LogoRenderer, selectLogos, type LogoSelection, type PreparedLogo } from './logo/logo-library';
import { SvgRenderCancelled, SvgRenderStarved } from './logo/svg-render-pool';

/** What every document of one export shares: the clock reading and the prepared logos. */
export interface RenderContext {
  now: Date;
  logos: LogoSelection;
  renderer: LogoRenderer;
}

/**
 * The largest full-colour logo PNG an export draws: the logo zip's 1024 px file, the PDFs' 512 px
 * picture. Rendering it up front (it is cached for the file itself) proves the logo renders at
 * every size the export needs, so a logo too heavy to draw is found here and left out with a
 * note, not halfway through the export.
 */
export const PROBE_SIZE = { zip: 1024, pdf: 512 } as const;

/**
 * Selects the logos and renders each once at `probeSize` (PROBE_SIZE): a logo that parses but cannot be
 * rendered (an error, or over the CPU or memory budget) is left out with a note, so later files
 * never list a logo that fails. A busy machine never leaves a logo out: the render is retried
 * with more time, then the export fails (SvgRenderStarved). Exports that
 * draw no logo skip the probe (`probeLogos: false`).
 */
export async function createRenderContext(
  project: ExportableProject,
  now: Date = new Date(),
  options: { probeLogos?: boolean; probeSize?: number; signal?: AbortSignal } = {},
): Promise<RenderContext> {
  const renderer = new LogoRenderer(options.signal);
  const selection = await selectLogos(project, options.signal);
  if (options.probeLogos === false) return { now, renderer, logos: selection };
  const usable: PreparedLogo[] = [];
  const notes = [...selection.notes];
  for (const logo of selection.logos) {
    try {
      await renderer.png(logo, options.probeSize ?? PROBE_SIZE.zip);
      usable.push({ ...logo, number: usable.length + 1 });
    } catch (error) {
      if (error instanceof SvgRenderCancelled || error instanceof SvgRenderStarved) throw error;
      notes.push(`${logo.label} was left out because it could not be drawn.`);
    }
  }
  return { now, renderer, logos: { ...selection, logos: usable, notes } };
}

/** "November 22, 2026", in UTC so that a document and its file name agree. */
export function formatLongDate(date: Date): string {
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
