/** SVG as a data URL (how logos travel in step data) and back. */

export function svgToDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

export function dataUrlToSvg(dataUrl: string): string {
  const prefix = 'data:image/svg+xml;base64,';
  if (!dataUrl.startsWith(prefix)) throw new Error('Not a base64 SVG data URL');
  return Buffer.from(dataUrl.slice(prefix.length), 'base64').toString('utf8');
}
