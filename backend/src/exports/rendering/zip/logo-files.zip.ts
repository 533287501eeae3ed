import { MANIFEST_DESCRIPTION, MANIFEST_NAME } from '../../domain/export-manifest';
import { brandColours, brandName } from '../content/brand';
import { exportSlug } from '../export-file-name';
import type { ExportableProject } from '../exportable-project';
import type { PreparedLogo } from '../logo/logo-library';
import { oneColour } from '../logo/logo-variants';
import { NOT_DEFINED } from '../not-defined';
import { brandKitEntries, iconSvg } from './brand-kit-entries';
import { formatLongDate, type RenderContext } from '../render-context';
import type { ZipEntry } from './zip-writer';

export const LOGO_PNG_SIZES = [256, 512, 1024] as const;
/** 512 px keeps the peak memory of a complete package well under 150 MB (a 1024 px raster costs ~15 MB). */
export const LOGO_VARIANT_SIZE = 512;
export const LOGO_BACKGROUNDS = { light: '#FFFFFF', dark: '#0F172A' } as const;

const VARIANT_PNG_SIZE = 512;

function entriesForLogo(
  logo: PreparedLogo,
  stem: string,
  prefix: string,
  ctx: RenderContext,
  icon: string,
): ZipEntry[] {
  const black = oneColour(logo.svg, '#000000');
  const white = oneColour(logo.svg, '#FFFFFF');
  const variant = (suffix: string, svg: string, what: string): ZipEntry[] => [
    {
      name: `${prefix}${stem}-${suffix}.svg`,
      description: `Vector logo, ${what}, transparent background.`,
      content: () => svg,
    },
    {
      name: `${prefix}png/${stem}-${suffix}-${VARIANT_PNG_SIZE}.png`,
      description: `PNG, ${VARIANT_PNG_SIZE} px on the longer side, ${what}, transparent background.`,
      content: () => ctx.renderer.svg(svg, VARIANT_PNG_SIZE),
      store: true,
    },
  ];
  return [
    {
      name: `${prefix}${stem}.svg`,
      description:
        'Vector logo (SVG), full colour, transparent background: sharp at any size; give this to designers and printers.',
      content: () => logo.svg,
    },
    ...LOGO_PNG_SIZES.map((size): ZipEntry => ({
      name: `${prefix}png/${stem}-${size}.png`,
      description: `PNG, full colour, ${size} px on the longer side, transparent background.`,
      content: () => ctx.renderer.png(logo, size),
      store: true,
    })),
    ...variant('black', black, 'one colour black (single-colour print, stamps, engraving)'),
    ...variant('white', white, 'one colour white (reversed, for dark backgrounds and photos)'),
    ...variant('icon', icon, 'the symbol alone (app icons, avatars, small spaces)'),
    {
      name: `${prefix}variants/${stem}-on-light-${LOGO_VARIANT_SIZE}.png`,
      description: `PNG, ${LOGO_VARIANT_SIZE} x ${LOGO_VARIANT_SIZE} px: the full-colour logo on white (${LOGO_BACKGROUNDS.light}) with clear space.`,
      content: () => ctx.renderer.onBackground(logo, LOGO_VARIANT_SIZE, LOGO_BACKGROUNDS.light),
      store: true,
    },
    {
      name: `${prefix}variants/${stem}-on-dark-${LOGO_VARIANT_SIZE}.png`,
      description: `PNG, ${LOGO_VARIANT_SIZE} x ${LOGO_VARIANT_SIZE} px: the white (reversed) logo on a dark background (${LOGO_BACKGROUNDS.dark}) with clear space.`,
      content: () => ctx.renderer.svgOnBackground(white, LOGO_VARIANT_SIZE, LOGO_BACKGROUNDS.dark),
      store: true,
    },
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

/**
 * The logo files package: per logo the full-colour SVG and PNGs, one-colour black and white and
 * icon-only versions, light and dark presentations; for the first logo favicons, app icons,
 * social images and design tokens; and a README.txt saying what each file is.
 */
export function logoFileEntries(project: ExportableProject, ctx: RenderContext, prefix = ''): ZipEntry[] {
  const base = `${exportSlug(project)}-logo`;
  const several = ctx.logos.logos.length > 1;
  const files = ctx.logos.logos.flatMap((logo) =>
    entriesForLogo(logo, several ? `${base}-${logo.number}` : base, prefix, ctx, iconSvg(project, logo)),
  );
  const first = ctx.logos.logos[0];
  if (first) files.push(...brandKitEntries(project, first, prefix, ctx.renderer));
  const readme: ZipEntry = {
    name: `${prefix}README.txt`,
    description: 'What each logo file is for, and the brand colours.',
    content: () => readmeText(project, ctx, files, prefix),
  };
  return [readme, ...files];
}
