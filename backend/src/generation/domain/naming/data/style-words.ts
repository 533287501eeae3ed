import type { NameStyle } from '../../../../contracts/options';
import { nounKind, type NounKind } from '../wordnet';

/**
 * The qualities each style leans on, so the four styles give visibly different names from the
 * same picture words: quick and clever for Modern & Tech ("SwiftSpoke"), dependable for
 * Professional & Corporate ("Trusty Anchor"), mood for Creative & Unique ("Sunny Clay"), short friendly words for Short & Memorable. Chosen from the labelled samples: "bold",
 * "warm", "bright", "keen", "amber", "honey", "golden" and "steady" were rejected in most names
 * they made ("GoldenMoment", "Steady Pipe"), and "cosy",
 * "calm" and "pure" pair with anything and made "CosyCrank", "Calm Chain" and "PureSpoke". A quality the style leans on ranks a little higher;
 * the trade's own qualities (`trade-words.ts`) still decide which are offered. Keys of `QUALITIES`.
 */
export const STYLE_QUALITIES: Readonly<Record<NameStyle, readonly string[]>> = {
  'Modern & Tech': ['swift', 'clear', 'clever', 'nimble', 'sleek', 'smart', 'sharp'],
  'Professional & Corporate': ['true', 'honest', 'sure', 'trusty', 'fair', 'noble'],
  'Creative & Unique': ['sunny', 'little', 'merry', 'humble', 'still'],
  'Short & Memorable': ['tidy', 'sweet', 'happy', 'little', 'true'],
};

/**
 * Qualities for a business the knowledge base does not know, by the kind of thing its picture
 * words name (WordNet's lexicographer file): a food is sweet and golden, a made thing bright and
 * sleek, a plant wild and fresh. Keys of `QUALITIES`; `data/pairings.ts` still decides which suit
 * each noun.
 */
export const KIND_QUALITIES: Readonly<Partial<Record<NounKind, readonly string[]>>> = {
  food: ['sweet', 'little', 'happy', 'merry', 'sunny', 'fresh', 'golden'],
  artifact: ['swift', 'trusty', 'handy', 'sure', 'clean', 'sleek', 'sharp', 'tidy'],
  plant: ['wild', 'little', 'golden', 'sunny', 'fresh', 'sweet'],
  animal: ['happy', 'little', 'gentle', 'wild', 'merry', 'keen'],
  substance: ['pure', 'golden', 'amber', 'fresh', 'warm', 'copper'],
  object: ['wild', 'calm', 'bright', 'golden', 'still'],
  shape: ['bright', 'golden', 'wild', 'little'],
};

/** The qualities that suit what most of the picture words are (a food is sweet, a made thing sleek). */
export function qualitiesForKinds(nouns: readonly string[]): readonly string[] {
  const counts = new Map<NounKind, number>();
  for (const n of nouns) {
    const kind = nounKind(n);
    if (kind && KIND_QUALITIES[kind]) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return top ? (KIND_QUALITIES[top[0]] ?? []) : [];
}
