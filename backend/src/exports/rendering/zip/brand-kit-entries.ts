import { logoStyleSchema } from '../../../contracts/options';
import { monogramIcon } from '../../../generation/domain/offline/logos/logos';
import { brandColours, brandName } from '../content/brand';
import { dtcgTokens, tailwindTheme, tokensCss } from '../content/token-files';
import type { ExportableProject } from '../exportable-project';
import type { LogoRenderer, PreparedLogo } from '../logo/logo-library';
import { icoFromPngs, onCanvas, oneColour, symbolOnly } from '../logo/logo-variants';
import type { ZipEntry } from './zip-writer';

/** The colours the brand kit paints with: the palette's primary and secondary, or neutral defaults. */
function kitColours(project: ExportableProject): { primary: string; secondary: string } {
  const colours = brandColours(project.stepData.styleGuide);
  const of = (role: string, fallback: string) => colours.find((c) => c.role === role)?.hex ?? fallback;
  return { primary: of('Primary', '#1E293B'), secondary: of('Secondary', '#64748B') };
}

/** The logo's symbol alone, or a monogram of the name when the logo has no symbol. */
export function iconSvg(project: ExportableProject, logo: PreparedLogo): string {
  const style = logoStyleSchema.safeParse(project.stepData.logoCreation?.logoStyle);
  return (
    symbolOnly(logo.svg) ??
    monogramIcon(brandName(project), style.success ? style.data : 'modern', kitColours(project))
  );
}

const png = (name: string, description: string, render: () => Promise<Buffer>): ZipEntry => ({
  name,
  description,
  content: render,
  store: true,
});

/** Favicons, app icons, social images and design tokens for the brand's first (selected) logo. */
export function brandKitEntries(
  project: ExportableProject,
  logo: PreparedLogo,
  prefix: string,
  renderer: LogoRenderer,
): ZipEntry[] {
  // Rasters go through the export's renderer: the icon at 512 px is also a logo variant.
  const raster = (svg: string, size: number) => renderer.svg(svg, size);
  const icon = iconSvg(project, logo);
  const { primary } = kitColours(project);
  const whiteLogo = oneColour(logo.svg, '#FFFFFF');
  const whiteIcon = oneColour(icon, '#FFFFFF');
  const styleGuide = project.stepData.styleGuide;
  return [
    {
      name: `${prefix}favicon/favicon.svg`,
      description: 'SVG favicon (the symbol), for <link rel="icon" type="image/svg+xml">.',
      content: () => icon,
    },
    {
      name: `${prefix}favicon/favicon.ico`,
      description: 'favicon.ico with 16, 32 and 48 px images, for older browsers and Windows.',
      content: async () => {
        const images = [];
        for (const size of [16, 32, 48]) images.push({ size, png: await raster(icon, size) });
        return icoFromPngs(images);
      },
      store: true,
    },
    png(
      `${prefix}favicon/apple-touch-icon.png`,
      'Apple touch icon, 180 x 180 px, the symbol on white (iOS does not allow transparency).',
      () => raster(onCanvas(icon, 180, 180, 0.72, '#FFFFFF'), 180),
    ),
    png(`${prefix}favicon/icon-192.png`, 'Web app icon, 192 x 192 px, transparent background.', () =>
      raster(icon, 192),
    ),
    png(`${prefix}favicon/icon-512.png`, 'Web app icon, 512 x 512 px, transparent background.', () =>
      raster(icon, 512),
    ),
    png(
      `${prefix}favicon/icon-maskable-512.png`,
      'Maskable web app icon, 512 x 512 px: the white symbol inside the central safe zone on the primary colour.',
      () => raster(onCanvas(whiteIcon, 512, 512, 0.56, primary), 512),
    ),
    png(
      `${prefix}social/open-graph-1200x630.png`,
      'Open Graph / link preview image, 1200 x 630 px: the white logo on the primary colour.',
      () => raster(onCanvas(whiteLogo, 1200, 630, 0.6, primary), 1200),
    ),
    png(
      `${prefix}social/avatar-400.png`,
      'Square profile picture, 400 x 400 px: the white symbol on the primary colour.',
      () => raster(onCanvas(whiteIcon, 400, 400, 0.6, primary), 400),
    ),
    png(
      `${prefix}social/linkedin-banner-1584x396.png`,
      'LinkedIn page banner, 1584 x 396 px: the white logo on the primary colour.',
      () => raster(onCanvas(whiteLogo, 1584, 396, 0.62, primary), 1584),
    ),
    {
      name: `${prefix}tokens/tokens.css`,
      description: 'Design tokens as CSS custom properties (colours with their text colours, fonts).',
      content: () => tokensCss(styleGuide),
    },
    {
      name: `${prefix}tokens/tailwind.theme.js`,
      description: 'The same tokens as a Tailwind CSS theme (theme.extend colors and fontFamily).',
      content: () => tailwindTheme(styleGuide),
    },
    {
      name: `${prefix}tokens/tokens.json`,
      description: 'The same tokens in the Design Tokens Community Group JSON format.',
      content: () => dtcgTokens(styleGuide),
    },
  ];
}
