/** The attack run's hostile logos (issue 17), for the tests of the logo rules and exports. */
const NS = 'xmlns="http://www.w3.org/2000/svg"';

/** The attack run's 201-byte logo: one feMorphology filter made an export take 9 s. */
export const morphologySvg =
  `<svg ${NS} width="1024" height="1024"><filter id="f"><feMorphology radius="400"/></filter>` +
  '<rect width="1024" height="1024" fill="#123456" filter="url(#f)"/></svg>';

/** ~1.2 KB: each level uses the one below ten times, so one <use> is drawn 10^6 times. */
export function useBombSvg(levels = 6): string {
  let defs = '<path id="l0" d="M0 0h1v1z"/>';
  for (let level = 1; level <= levels; level++) {
    defs += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(10)}</g>`;
  }
  return `<svg ${NS} width="10" height="10"><defs>${defs}</defs><use href="#l${levels}"/></svg>`;
}
