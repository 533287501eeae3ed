import type { ExportableProject } from './exportable-project';
import { LogoRenderer, selectLogos, type LogoSelection, type PreparedLogo } from './logo/logo-library';
import { SvgRenderCancelled } from './logo/svg-render-pool';

/** What every document of one export shares: the clock reading and the prepared logos. */
export interface RenderContext {
  now: Date;
  logos: LogoSelection;
  renderer: LogoRenderer;
}

/** The smallest PNG every logo export contains; rendering it up front proves the logo renders. */
export const PROBE_SIZE = 256;

/**
 * Selects the logos and renders each once at PROBE_SIZE: a logo that parses but cannot be
 * rendered is left out with a note, so later files never list a logo that fails. Exports that
 * draw no logo skip the probe (`probeLogos: false`).
 */
export async function createRenderContext(
  project: ExportableProject,
  now: Date = new Date(),
  options: { probeLogos?: boolean; signal?: AbortSignal } = {},
): Promise<RenderContext> {
  const renderer = new LogoRenderer(options.signal);
  const selection = await selectLogos(project, options.signal);
  if (options.probeLogos === false) return { now, renderer, logos: selection };
  const usable: PreparedLogo[] = [];
  const notes = [...selection.notes];
  for (const logo of selection.logos) {
    try {
      await renderer.png(logo, PROBE_SIZE);
      usable.push({ ...logo, number: usable.length + 1 });
    } catch (error) {
      if (error instanceof SvgRenderCancelled) throw error;
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
