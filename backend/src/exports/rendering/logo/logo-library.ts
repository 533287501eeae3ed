import type { Logo } from '../../../contracts/step-data';
import type { ExportableProject } from '../exportable-project';
import { decodeLogo } from './decode-logo';
import { measureSvg, renderOnBackground, renderSvgToPng } from './render-png';
import { SvgRenderCancelled, SvgRenderOverBudget, SvgRenderStarved } from './svg-render-pool';

export interface PreparedLogo {
  id: string;
  /** 1-based position among all generated logos: stable, used for cache keys and notes. */
  position: number;
  /** "Logo 2 of 3 (selected)", for notes. */
  label: string;
  /** 1-based position among the exported logos (used in file names when there are several). */
  number: number;
  svg: string;
  width: number;
  height: number;
}

export interface LogoSelection {
  /** The selected logo(s), or every logo when none is selected; only the ones that can be rendered. */
  logos: PreparedLogo[];
  /** Why some logos were left out, one sentence each, for READMEs and documents. */
  notes: string[];
  /** True when the logos are the founder's explicit choice. */
  fromSelection: boolean;
}

/**
 * Picks the logos to export and checks each one can be read. A logo that cannot be read, or is
 * over the renderer's CPU or memory budget, is left out with a note; never throws, except when
 * `signal` aborts (the export was cancelled) or the machine was too busy to read a logo at all
 * (the export fails rather than leaving out a logo that is fine).
 */
export async function selectLogos(project: ExportableProject, signal?: AbortSignal): Promise<LogoSelection> {
  const all: Logo[] = project.stepData.logoCreation?.generatedLogos ?? [];
  const selected = all.filter((l) => l.selected);
  const candidates = selected.length > 0 ? selected : all;
  const logos: PreparedLogo[] = [];
  const notes: string[] = [];
  for (const logo of candidates) {
    const position = all.indexOf(logo) + 1;
    const label = `Logo ${position} of ${all.length}${logo.selected ? ' (selected)' : ''}`;
    const decoded = decodeLogo(logo.imageUrl);
    if (decoded.kind === 'skipped') {
      notes.push(`${label} was left out because ${decoded.reason}.`);
      continue;
    }
    try {
      const size = await measureSvg(decoded.svg, signal);
      if (size.width < 1 || size.height < 1) throw new Error('empty');
      logos.push({ id: logo.id, position, label, number: logos.length + 1, svg: decoded.svg, ...size });
    } catch (error) {
      if (error instanceof SvgRenderCancelled || error instanceof SvgRenderStarved) throw error;
      notes.push(
        error instanceof SvgRenderOverBudget
          ? `${label} was left out because it is too heavy to draw.`
          : `${label} was left out because its SVG could not be read.`,
      );
    }
  }
  return { logos, notes, fromSelection: selected.length > 0 };
}

/**
 * Renders logo PNGs once per export, so the complete package reuses what the PDFs drew; one at a
 * time, so an export keeps one renderer process busy (~70 MB resident each) and never two.
 */
export class LogoRenderer {
  private readonly cache = new Map<string, Promise<Buffer>>();
  private queue: Promise<unknown> = Promise.resolve();

  /** `signal`: the export's; aborting it stops the render in progress. */
  constructor(private readonly signal?: AbortSignal) {}

  png(logo: PreparedLogo, longestSide: number): Promise<Buffer> {
    return this.cached(`${logo.position}:${longestSide}`, () =>
      renderSvgToPng(logo.svg, longestSide, undefined, this.signal),
    );
  }

  /**
   * Any SVG (a one-colour or icon variant, a social image) at one size, rendered once per export:
   * the logo zip and the brand guidelines ask for several of the same rasters (the icon at 512 px
   * as a variant and as a web app icon, the black and white logos at 512 px).
   */
  svg(svg: string, longestSide: number): Promise<Buffer> {
    return this.cached(`svg:${longestSide}:${svg}`, () =>
      renderSvgToPng(svg, longestSide, undefined, this.signal),
    );
  }

  onBackground(logo: PreparedLogo, size: number, background: string): Promise<Buffer> {
    return this.cached(`${logo.position}:${size}:${background}`, () =>
      renderOnBackground(logo.svg, size, background, undefined, this.signal),
    );
  }

  /** Any other SVG on a square background (the reversed logo on dark), in the same queue. */
  svgOnBackground(svg: string, size: number, background: string): Promise<Buffer> {
    return this.cached(`bg:${size}:${background}:${svg}`, () =>
      renderOnBackground(svg, size, background, undefined, this.signal),
    );
  }

  private cached(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    let pending = this.cache.get(key);
    if (!pending) {
      pending = this.queue.then(render, render);
      this.queue = pending.catch(() => undefined);
      this.cache.set(key, pending);
    }
    return pending;
  }
}
