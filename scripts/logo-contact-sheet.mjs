// Draws the six logo layouts for several very different businesses into one PNG, so a person can
// look at them side by side: docs/logo-contact-sheet.png. Run after `npm run build:server`:
//   node scripts/logo-contact-sheet.mjs [style]
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'backend', 'package.json'));
const { Resvg } = require('@resvg/resvg-js');
const { drawLogo } = require(join(root, 'backend/dist/generation/domain/offline/logos/logos.js'));
const { LOGO_LAYOUTS } = require(join(root, 'backend/dist/generation/domain/offline/logos/layouts.js'));
const { chooseMotifs } = require(join(root, 'backend/dist/generation/domain/offline/logos/motifs.js'));
const { treatmentFor } = require(join(root, 'backend/dist/generation/domain/offline/logos/treatments.js'));

const businesses = [
  {
    businessName: 'Crumb & Co.',
    industry: 'Bakery',
    style: 'classic',
    colors: { primary: '#7C2D12', secondary: '#D97706' },
  },
  {
    businessName: 'Vero Smile',
    industry: 'Dental clinic',
    style: 'minimalist',
    colors: { primary: '#0E7490', secondary: '#14B8A6' },
  },
  {
    businessName: 'Schoolista',
    industry: 'Coding school',
    style: 'modern',
    colors: { primary: '#4338CA', secondary: '#DB2777' },
  },
  {
    businessName: 'Happy Paws Grooming',
    industry: 'Dog grooming',
    style: 'organic',
    colors: { primary: '#9A3412', secondary: '#65A30D' },
  },
  {
    businessName: 'Ledgerly',
    industry: 'B2B SaaS for accounting',
    style: 'geometric',
    colors: { primary: '#1E3A8A', secondary: '#0D9488' },
  },
  {
    businessName: 'Stallfinder Marketplace',
    industry: 'Marketplace for local sellers',
    style: 'bold',
    colors: { primary: '#BE123C', secondary: '#1D4ED8' },
  },
  {
    businessName: 'Zażółć Café',
    industry: 'Coffee roastery',
    style: 'organic',
    colors: { primary: '#3F2A1D', secondary: '#B45309' },
  },
];

const cell = 300;
const label = 34;
const pad = 18;
const cols = LOGO_LAYOUTS.length;
const width = cols * cell;
const height = businesses.length * (cell + label);
let cells = '';
businesses.forEach((b, row) => {
  const motifs = chooseMotifs(b);
  const treatment = treatmentFor(b.style, motifs.sector.type);
  LOGO_LAYOUTS.forEach((layout, col) => {
    const icon = layout === 'lettermark' ? null : motifs.icons[col % motifs.icons.length];
    const { svg } = drawLogo({
      businessName: b.businessName,
      layout,
      treatment,
      icon,
      frame: treatment.frame,
      colors: b.colors,
    });
    const href = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const x = col * cell;
    const y = row * (cell + label);
    cells += `<rect x="${x + 4}" y="${y + 4}" width="${cell - 8}" height="${cell - 8}" fill="#FFFFFF" stroke="#E2E8F0"/>`;
    cells += `<image x="${x + pad}" y="${y + pad}" width="${cell - 2 * pad}" height="${cell - 2 * pad}" href="${href}" preserveAspectRatio="xMidYMid meet"/>`;
    cells += `<text x="${x + 10}" y="${y + cell + 22}" font-family="DejaVu Sans, sans-serif" font-size="13" fill="#334155">${layout} · ${b.style} · ${b.industry}</text>`;
  });
});
const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#F8FAFC"/>${cells}</svg>`;
const png = new Resvg(sheet, { font: { loadSystemFonts: true }, fitTo: { mode: 'width', value: width } })
  .render()
  .asPng();
const out = join(root, 'docs', 'logo-contact-sheet.png');
writeFileSync(out, png);
console.log(`wrote ${out} (${png.length} bytes)`);
