import { pluralize } from '../grammar';
import type { ProductNoun } from '../knowledge/vertical-software';

/**
 * Reads 'Booking software for hair salons', 'A contract management tool for small law firms' or
 * 'Salon booking app': the founder is building software, and the words after 'for' (or before the
 * product noun) name the businesses that buy it. Only when the product noun heads the idea's first
 * noun phrase: 'A bakery with an app for pre-orders' is a bakery.
 */
export interface SoftwareFor {
  product: ProductNoun;
  /** The words naming who buys it: 'small law firms', 'hair salons'. */
  audience: string;
}

/** Product nouns, and the countable head each is written with ('booking software' -> platform). */
const HEADS: Readonly<Record<string, string>> = {
  software: 'platform',
  saas: 'platform',
  platform: 'platform',
  app: 'app',
  application: 'app',
  tool: 'tool',
  crm: 'CRM',
  system: 'system',
  dashboard: 'dashboard',
  tracker: 'tracker',
  portal: 'portal',
  plugin: 'plugin',
};

/** Words that end the product's own noun phrase before its head ('a bakery with an app'). */
const BREAKS = /^(with|and|that|which|for|of|in|on|where|who|to|by|from|at|or|selling|offering)$/;
/** What introduces the buyers after the product noun. */
const FOR =
  /^(?:for|that helps|which helps|to help|helping|used by|built for|designed for|made for)\s+(.+)$/i;
/** Where the buyers' noun phrase ends: 'schools to manage parent communication' -> 'schools'. */
const AUDIENCE_END = /\s+(?:to|that|who|which|so|where|by|using|via)\s.*$|[,(].*$/i;

export function softwareFor(text: string): SoftwareFor | undefined {
  const first = (text.split(/[.;!?\n]/)[0] ?? '').trim();
  const words = first.split(/\s+/).filter(Boolean);
  const start = /^(a|an|the|our|my)$/i.test(words[0] ?? '') ? 1 : 0;
  for (let i = start; i < Math.min(words.length, start + 5); i++) {
    const word = (words[i] ?? '').toLowerCase().replace(/[^a-z-]/g, '');
    const head = HEADS[word];
    if (head) {
      const modifiers = words.slice(start, i).map((w) => w.toLowerCase());
      const rest = words.slice(i + 1).join(' ');
      const after = FOR.exec(rest)?.[1]?.replace(AUDIENCE_END, '').trim();
      const audience = after || modifiers.join(' ');
      if (!audience) return undefined;
      const own = after ? modifiers.filter((m) => !HEADS[m] && m !== 'saas') : [];
      const singular = [...own, head].join(' ');
      return { product: { singular, plural: pluralize(singular), head }, audience };
    }
    if (BREAKS.test(word)) return undefined;
  }
  return undefined;
}
