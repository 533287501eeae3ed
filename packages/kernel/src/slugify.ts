/**
 * Text as a file-name slug: "Café Crème & Co." -> "cafe-creme-and-co". ASCII letters, digits and
 * single hyphens only (accents dropped, 'ß' as 'ss', '&' as 'and'), cut at a hyphen when longer
 * than `maxLength`. The export files the server names and the files the browser saves (a logo, a
 * download the server sent no name for) are named with it; '' when nothing is left.
 */
export function slugify(text: string, maxLength = 60): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > maxLength / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}
