import { slugify } from '@bb/kernel';
import { saveFile } from '@/features/exports';
import { svgFromDataUrl } from './logo-utils';

/** 'Acme Labs' -> 'acme-labs-logo', as the logo files export names its files; 'logo' without a name. */
function logoFileStem(businessName: string): string {
  const name = slugify(businessName);
  return name ? `${name}-logo` : 'logo';
}

/** The PNG edge the download renders at. */
export const PNG_SIZE = 1024;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The logo image could not be loaded'));
    image.src = src;
  });
}

/** Renders the logo onto a canvas whose longer side is `size` px and encodes it as PNG. */
export async function logoPngBlob(imageUrl: string, size = PNG_SIZE): Promise<Blob> {
  const svg = svgFromDataUrl(imageUrl);
  // A blob: URL of the SVG text keeps the canvas untainted and needs no fetch (CSP connect-src).
  const src = svg ? URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })) : imageUrl;
  try {
    const image = await loadImage(src);
    const width = image.naturalWidth || size;
    const height = image.naturalHeight || size;
    const scale = size / Math.max(width, height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not available');
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
    );
  } finally {
    if (svg) URL.revokeObjectURL(src);
  }
}

/** Saves the logo's SVG ('acme-logo.svg'); false when the logo is not an SVG. */
export function downloadLogoSvg(imageUrl: string, businessName: string): boolean {
  const svg = svgFromDataUrl(imageUrl);
  if (!svg) return false;
  saveFile(new Blob([svg], { type: 'image/svg+xml' }), `${logoFileStem(businessName)}.svg`);
  return true;
}

/** Saves the logo as a 1024 px PNG ('acme-logo-1024.png'). */
export async function downloadLogoPng(imageUrl: string, businessName: string): Promise<void> {
  const blob = await logoPngBlob(imageUrl);
  saveFile(blob, `${logoFileStem(businessName)}-${PNG_SIZE}.png`);
}
