import { MANIFEST_DESCRIPTION, MANIFEST_NAME } from '../../domain/export-manifest';
import { brandColours, brandName } from '../content/brand';
import { exportSlug } from '../export-file-name';
import type { ExportableProject } from '../exportable-project';
import type { PreparedLogo } from '../logo/logo-library';
import { NOT_DEFINED } from '../not-defined';
import { formatLongDate, type RenderContext } from '../render-context';
import type { ZipEntry } from './zip-writer';

export const LOGO_PNG_SIZES = [256, 512, 1024] as const;
/** 512 px keeps the peak memory of a complete package well under 150 MB (a 1024 px raster costs ~15 MB). */
export const LOGO_VARIANT_SIZE = 512;
export const LOGO_BACKGROUNDS = { light: '#FFFFFF', dark: '#0F172A' } as const;

function entriesForLogo(logo: PreparedLogo, stem: string, prefix: string, ctx: RenderContext): ZipEntry[] {
  return [
    {
      name: `${prefix}${stem}.svg`,
      description: 'Vector logo (SVG): sharp at any size; give this to designers and printers.',
      content: () => logo.svg,
    },
    ...LOGO_PNG_SIZES.map((size): ZipEntry => ({
      name: `${prefix}png/${stem}-${size}.png`,
      description: `PNG, ${size} px on the longer side, transparent background.`,
      content: () => ctx.renderer.png(logo, size),
      store: true,
    })),
    ...(['light', 'dark'] as const).map((tone): ZipEntry => ({
      name: `${prefix}variants/${stem}-on-${tone}-${LOGO_VARIANT_SIZE}.png`,
      description: `PNG, ${LOGO_VARIANT_SIZE} x ${LOGO_VARIANT_SIZE} px, on a ${tone} background (${LOGO_BACKGROUNDS[tone]}) with clear space.`,
      content: () => ctx.renderer.onBackground(logo, LOGO_VARIANT_SIZE, LOGO_BACKGROUNDS[tone]),
      store: true,
    })),
  ];
}

function readmeText(
  project: ExportableProject,
  ctx: RenderContext,
  files: readonly ZipEntry[],
  prefix: string,
): string {
  const colours = brandColours(project.stepData.styleGuide);
  const lines = [
    `${brandName(project)}: logo files`,
    `Prepared ${formatLongDate(ctx.now)} with Business Builder`,
    '',
  ];
  if (files.length === 0) {
    lines.push(`Logo: ${NOT_DEFINED}. Create and select a logo in step 5 of the wizard, then export again.`);
  } else {
    lines.push(
      ctx.logos.fromSelection
        ? 'The selected logo, in these files:'
        : 'No logo is selected yet, so every generated logo is included:',
      '',
    );
    for (const file of files) lines.push(`  ${file.name.slice(prefix.length)}`, `      ${file.description}`);
    lines.push(
      '',
      'Use the SVG wherever you can; use the PNGs where SVG is not accepted (some office tools, app stores, social networks).',
    );
  }
  // Inside the complete package the manifest sits at the top of the zip, and its index lists it.
  if (prefix === '') lines.push('', `  ${MANIFEST_NAME}`, `      ${MANIFEST_DESCRIPTION.replace(/`/g, '')}`);
  if (colours.length > 0) {
    lines.push(
      '',
      'Brand colours:',
      ...colours.map((c) => `  ${c.role.padEnd(10)} ${c.hex}  RGB ${c.rgb.r}, ${c.rgb.g}, ${c.rgb.b}`),
    );
  }
  if (ctx.logos.notes.length > 0) lines.push('', 'Notes:', ...ctx.logos.notes.map((n) => `  - ${n}`));
  return `${lines.join('\n')}\n`;
}

/** The logo files package: SVG, PNGs at three sizes, light and dark variants and a README.txt. */
export function logoFileEntries(project: ExportableProject, ctx: RenderContext, prefix = ''): ZipEntry[] {
  const base = `${exportSlug(project)}-logo`;
  const several = ctx.logos.logos.length > 1;
  const files = ctx.logos.logos.flatMap((logo) =>
    entriesForLogo(logo, several ? `${base}-${logo.number}` : base, prefix, ctx),
  );
  const readme: ZipEntry = {
    name: `${prefix}README.txt`,
    description: 'What each logo file is for, and the brand colours.',
    content: () => readmeText(project, ctx, files, prefix),
  };
  return [readme, ...files];
}
