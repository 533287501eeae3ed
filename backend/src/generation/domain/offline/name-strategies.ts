import type { NameStyle } from '../../../contracts/options';
import type { Rng } from './prng';
import { capitalize } from './text';
import {
  ABSTRACT_WORDS,
  ADJECTIVES,
  CATCHY_WORDS,
  CORPORATE_WORDS,
  CREATIVE_ENDINGS,
  GLUED_SUFFIXES,
  LONG_CLOSERS,
  METAPHORS,
  SHORT_WORDS,
  SYLLABLES,
  TECH_PREFIXES,
  TECH_SUFFIXES,
  UPPER_SUFFIXES,
} from './vocabulary/name-parts';

/** A proposed name and the one line that explains it. */
export interface NameCandidate {
  name: string;
  strategy: string;
  description: string;
}

const VOWELS = /[aeiouy]/;

/** The first syllable or so of a word: fitness -> fit, wellness -> well, education -> edu. */
export function clip(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 5) return w;
  const match = /^([^aeiouy]*)([aeiouy]+)([^aeiouy])/.exec(w);
  if (!match) return w.slice(0, 4);
  let out = match[0];
  const next = w.charAt(out.length);
  if (next === 'h' || next === out.charAt(out.length - 1)) out += next;
  if (out.length < 3 || /^[aeiouy]/.test(out)) {
    const vowelStart = /^[aeiouy]+[^aeiouy]+[aeiouy]/.exec(w);
    out = vowelStart ? vowelStart[0] : w.slice(0, 4);
  }
  return out;
}

function glue(root: string, suffix: string): string {
  const r = root.toLowerCase();
  const joined =
    VOWELS.test(r.slice(-1)) && VOWELS.test(suffix.charAt(0)) ? r.slice(0, -1) + suffix : r + suffix;
  return capitalize(joined);
}

function q(word: string): string {
  return `“${word.toLowerCase()}”`;
}

export function coin(style: NameStyle, minLength: number, maxLength: number, rng: Rng): string {
  const { onsets, nuclei, codas } = SYLLABLES[style];
  const target = rng.int(minLength, Math.max(minLength, Math.min(maxLength, 9)));
  let word = '';
  for (let i = 0; word.length < target && i < 8; i += 1) {
    word += rng.pick(onsets) + rng.pick(nuclei) + (i > 0 && rng.chance(0.4) ? rng.pick(codas) : '');
  }
  if (style === 'Creative & Unique' && word.length + 2 <= maxLength && rng.chance(0.5))
    word += rng.pick(['a', 'o', 'ia']);
  return capitalize(word.slice(0, Math.max(minLength, Math.min(word.length, maxLength))));
}

export function coinedCandidate(style: NameStyle, min: number, max: number, rng: Rng): NameCandidate {
  if (min >= 11) {
    const word = coin(style, 5, 8, rng);
    const closer = rng.pick(LONG_CLOSERS[style]);
    return {
      name: `${word} ${closer}`,
      strategy: 'coined',
      description: `The invented word “${word}” with “${closer}”: distinctive, ownable and clear about what the company is.`,
    };
  }
  const name = coin(style, min, max, rng);
  return {
    name,
    strategy: 'coined',
    description: `An invented word with a clean sound and no existing meaning to compete with, easy to trademark.`,
  };
}

function modern(roots: string[]): NameCandidate[] {
  const out: NameCandidate[] = [];
  for (const root of roots) {
    const base = [root, clip(root)];
    for (const suffix of TECH_SUFFIXES) {
      for (const r of base) {
        const name = GLUED_SUFFIXES.has(suffix)
          ? glue(r, suffix)
          : capitalize(r) + (UPPER_SUFFIXES.has(suffix) ? suffix.toUpperCase() : capitalize(suffix));
        out.push({
          name,
          strategy: `suffix-${suffix}`,
          description: `Blends ${q(root)} with the tech-style “-${suffix}” ending: sleek, app-ready and easy to type.`,
        });
      }
    }
    for (const prefix of TECH_PREFIXES) {
      out.push({
        name: prefix + capitalize(root),
        strategy: `prefix-${prefix}`,
        description: `Puts an action-oriented “${prefix}” in front of ${q(root)}, so the name reads like a call to action.`,
      });
    }
    if (/[^aeiou]er$/.test(root)) {
      out.push({
        name: capitalize(root.slice(0, -2) + 'r'),
        strategy: 'vowel-drop',
        description: `A startup-style spelling of ${q(root)} that is short, modern and memorable.`,
      });
    }
    out.push({
      name: `${capitalize(root)} Labs`,
      strategy: 'labs',
      description: `${capitalize(q(root))} plus “Labs” signals an inventive product team that ships.`,
    });
  }
  for (const a of roots) {
    for (const b of roots) {
      if (a === b) continue;
      out.push({
        name: capitalize(clip(a)) + capitalize(b),
        strategy: 'compound',
        description: `Joins ${q(a)} and ${q(b)} into one confident, product-style word.`,
      });
      out.push({
        name: capitalize(a) + capitalize(b),
        strategy: 'compound-full',
        description: `Combines ${q(a)} and ${q(b)}: it says exactly what the product does.`,
      });
    }
  }
  return out;
}

function corporate(roots: string[]): NameCandidate[] {
  const out: NameCandidate[] = [];
  for (const root of roots) {
    for (const word of CORPORATE_WORDS) {
      out.push({
        name: `${capitalize(root)} ${word}`,
        strategy: `corporate-${word}`,
        description: `Pairs ${q(root)} with “${word}” for the feel of an established, trustworthy firm.`,
      });
    }
    out.push({
      name: `${capitalize(root)} & Co.`,
      strategy: 'and-co',
      description: `A classic “& Co.” name around ${q(root)} that signals craft and reliability.`,
    });
    for (const [word, meaning] of ABSTRACT_WORDS) {
      out.push({
        name: `${word} ${capitalize(root)}`,
        strategy: `abstract-${word}`,
        description: `“${word}” suggests ${meaning}; with ${q(root)} it is clear what the firm does.`,
      });
    }
  }
  for (const [word, meaning] of ABSTRACT_WORDS) {
    out.push({
      name: word,
      strategy: 'abstract',
      description: `“${word}” suggests ${meaning}: a timeless name that can grow with the business.`,
    });
    for (const closer of ['Group', 'Partners', 'Advisory']) {
      out.push({
        name: `${word} ${closer}`,
        strategy: `abstract-${closer}`,
        description: `“${word}” suggests ${meaning}; “${closer}” makes it sound established.`,
      });
    }
  }
  return out;
}

function creative(roots: string[]): NameCandidate[] {
  const out: NameCandidate[] = [];
  for (const root of roots) {
    for (const metaphor of METAPHORS) {
      out.push({
        name: `${metaphor} ${capitalize(root)}`,
        strategy: `metaphor-${metaphor}`,
        description: `Pairs ${q(root)} with the image of a ${metaphor.toLowerCase()} for a warm brand with a story to tell.`,
      });
      out.push({
        name: metaphor + capitalize(clip(root)),
        strategy: `metaphor-glued-${metaphor}`,
        description: `A playful mash-up of “${metaphor.toLowerCase()}” and ${q(root)} that is hard to forget.`,
      });
    }
    for (const ending of CREATIVE_ENDINGS) {
      out.push({
        name: glue(clip(root), ending),
        strategy: `ending-${ending}`,
        description: `An invented word grown from ${q(root)}: distinctive, ownable and easy to trademark.`,
      });
    }
    for (const adjective of ADJECTIVES) {
      const alliterative = adjective.charAt(0).toLowerCase() === root.charAt(0).toLowerCase();
      out.push({
        name: `The ${adjective} ${capitalize(root)}`,
        strategy: alliterative ? 'alliteration' : `article-${adjective}`,
        description: alliterative
          ? `Alliteration makes it roll off the tongue; “${adjective.toLowerCase()}” gives ${q(root)} a personality.`
          : `A storybook-style name: “${adjective.toLowerCase()}” gives ${q(root)} character that stands out in a crowded market.`,
      });
      if (alliterative)
        out.push({
          name: `${adjective} ${capitalize(root)}`,
          strategy: 'alliteration-short',
          description: `Alliteration makes “${adjective} ${capitalize(root)}” roll off the tongue and stick in memory.`,
        });
    }
  }
  return out;
}

function memorable(roots: string[]): NameCandidate[] {
  const out: NameCandidate[] = [];
  for (const root of roots) {
    const c = clip(root);
    out.push({
      name: capitalize(c),
      strategy: 'clip',
      description: `A punchy clip of ${q(root)}: one beat and instantly memorable.`,
    });
    for (const end of ['o', 'a', 'y', 'i']) {
      out.push({
        name: glue(c, end),
        strategy: `clip-${end}`,
        description: `${capitalize(q(c))} with a friendly “-${end}” ending: short, warm and easy to say.`,
      });
    }
    for (const word of SHORT_WORDS) {
      out.push({
        name: capitalize(c) + word,
        strategy: `short-${word}`,
        description: `Two quick syllables, ${q(c)} and “${word.toLowerCase()}”, that are easy to say and to remember.`,
      });
    }
    for (const word of CATCHY_WORDS) {
      out.push({
        name: `${capitalize(root)} ${word}`,
        strategy: `catchy-${word}`,
        description: `Rhythmic and easy to say out loud, ${q(root)} plus “${word.toLowerCase()}” spreads by word of mouth.`,
      });
    }
  }
  return out;
}

export function candidatesFor(style: NameStyle, roots: string[]): NameCandidate[] {
  switch (style) {
    case 'Modern & Tech':
      return modern(roots);
    case 'Professional & Corporate':
      return corporate(roots);
    case 'Creative & Unique':
      return creative(roots);
    case 'Short & Memorable':
      return memorable(roots);
  }
}
