import type { NameStyle } from '../../../../contracts/options';
import type { NounKind } from '../wordnet';

/**
 * The qualities each style leans on, so the four styles give visibly different names from the
 * same picture words: quick and clever for Modern & Tech ("SwiftSpoke"), dependable for
 * Professional & Corporate ("Steady Anchor"), colour and mood for Creative & Unique ("Wild
 * Clay"), short words for Short & Memorable. A quality the style leans on ranks a little higher;
 * the trade's own qualities (`trade-words.ts`) still decide which are offered. Keys of `QUALITIES`.
 */
export const STYLE_QUALITIES: Readonly<Record<NameStyle, readonly string[]>> = {
  'Modern & Tech': ['swift', 'bright', 'keen', 'clever', 'nimble', 'sleek', 'smart', 'clear'],
  'Professional & Corporate': ['steady', 'true', 'sure', 'trusty', 'honest', 'fair', 'noble', 'clear'],
  'Creative & Unique': ['wild', 'golden', 'amber', 'merry', 'sunny', 'little', 'honey', 'copper'],
  'Short & Memorable': ['true', 'sure', 'keen', 'wild', 'warm', 'calm', 'bold', 'fresh'],
};

/**
 * Qualities for a business the knowledge base does not know, by the kind of thing its picture
 * words name (WordNet's lexicographer file): a food is sweet and golden, a made thing bright and
 * sleek, a plant wild and fresh. Keys of `QUALITIES`; `data/pairings.ts` still decides which suit
 * each noun.
 */
export const KIND_QUALITIES: Readonly<Partial<Record<NounKind, readonly string[]>>> = {
  food: ['sweet', 'golden', 'honey', 'fresh', 'little', 'happy', 'merry', 'sunny'],
  artifact: ['bright', 'swift', 'trusty', 'handy', 'sure', 'clean', 'sleek', 'sharp'],
  plant: ['wild', 'little', 'golden', 'sunny', 'fresh', 'sweet'],
  animal: ['happy', 'little', 'gentle', 'wild', 'merry', 'keen'],
  substance: ['pure', 'golden', 'amber', 'fresh', 'warm', 'copper'],
  object: ['wild', 'calm', 'bright', 'golden', 'still'],
  shape: ['bright', 'golden', 'wild', 'little'],
};
