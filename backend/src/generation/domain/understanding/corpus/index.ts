import type { FounderCase } from './founder-case';
import { foundersA } from './founders-a';
import { foundersB } from './founders-b';
import { foundersC } from './founders-c';
import { foundersD } from './founders-d';
import { foundersE } from './founders-e';
import { foundersG } from './founders-g';
import { foundersF } from './founders-f';
import { foundersH } from './founders-h';
import { foundersI } from './founders-i';
import { foundersJ } from './founders-j';
import { foundersK } from './founders-k';

export type { FounderCase } from './founder-case';

/** The labelled founder corpus: the test of understanding and the input of the quality suite. */
export const founderCorpus: readonly FounderCase[] = [
  ...foundersA,
  ...foundersB,
  ...foundersC,
  ...foundersD,
  ...foundersE,
  ...foundersG,
  ...foundersF,
  ...foundersH,
  ...foundersI,
  ...foundersJ,
  ...foundersK,
];
