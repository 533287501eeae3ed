/**
 * English-like spelling rules for invented words: which consonant clusters may start a word, end it
 * or sit between two vowels, and which vowel pairs read naturally. A coinage that breaks them
 * ("Brgva", "Tsoa") is one people cannot say on first sight; a clipped stem ("Brigh") is caught
 * by the filters, which also know the word it was cut from.
 */

const ONSETS = new Set(
  (
    'b c d f g h j k l m n p q r s t v w x y z ' +
    'bl br ch cl cr dr dw fl fr gl gr kl kr kw ph pl pr qu sc sh sk sl sm sn sp st sw th tr tw wh wr ' +
    'scr shr spl spr squ str thr'
  ).split(' '),
);

const CODAS = new Set(
  (
    'b c d f g k l m n p r s t v x z ' +
    'ch ck ct ft ld lf lk ll lm lp lt mb mp nc nd ng nk ns nt nx ph pt rb rc rd rf rg rk rl rm rn rp rs rt ' +
    'rv sh sk sp ss st th ts tz ff zz ' +
    'nch nth rch rst rth tch'
  ).split(' '),
);

const VOWEL_PAIRS = new Set(
  'ai au ay ea ee ei eo eu ey ia ie io iu oa oe oi oo ou oy ua ue ui uo ya ye yo'.split(' '),
);

const VOWEL_TRIPLES = new Set(['eau', 'iou', 'aya', 'oya', 'eya', 'aye']);

export const isVowel = (letter: string): boolean => /[aeiou]/.test(letter);

/** Splits a lower-case word into runs of consonants and vowels ('y' between consonants is a vowel). */
export function clusters(word: string): { text: string; vowel: boolean }[] {
  const out: { text: string; vowel: boolean }[] = [];
  for (let i = 0; i < word.length; i += 1) {
    const c = word.charAt(i);
    const prev = word.charAt(i - 1);
    const next = word.charAt(i + 1);
    const vowel = isVowel(c) || (c === 'y' && i > 0 && !isVowel(prev) && !isVowel(next));
    const last = out[out.length - 1];
    if (last && last.vowel === vowel) last.text += c;
    else out.push({ text: c, vowel });
  }
  return out;
}

/** A consonant run between two vowels: some coda (maybe none) followed by an onset. */
function isMedial(run: string): boolean {
  if (run.length === 1) return true;
  if (run.length > 4) return false;
  if (run.length === 2 && run.charAt(0) === run.charAt(1)) return !/[hjqwxy]/.test(run);
  for (let cut = 0; cut < run.length; cut += 1) {
    const coda = run.slice(0, cut);
    const onset = run.slice(cut);
    if ((coda === '' || CODAS.has(coda)) && ONSETS.has(onset)) return true;
  }
  return CODAS.has(run);
}

function isVowelRun(run: string): boolean {
  return run.length === 1 || (run.length === 2 ? VOWEL_PAIRS.has(run) : VOWEL_TRIPLES.has(run));
}

/**
 * True when a word of letters can be read aloud by an English speaker on first sight: it has a
 * vowel, starts with a valid onset, ends with a valid coda, every inner consonant run splits into
 * a coda and an onset, no vowel run is odd and no letter appears three times in a row.
 */
export function isPronounceable(word: string): boolean {
  const w = word.toLowerCase();
  if (!/^[a-z]+$/.test(w) || /(.)\1\1/.test(w) || w.length < 2) return false;
  const runs = clusters(w);
  if (!runs.some((r) => r.vowel)) return false;
  return runs.every((run, i) => {
    if (run.vowel) return isVowelRun(run.text);
    if (i === 0) return ONSETS.has(run.text);
    if (i === runs.length - 1) return CODAS.has(run.text) && !/^(j|q|w|h)$/.test(run.text);
    return isMedial(run.text);
  });
}

/** The longest run of consonants (a memorability cost: "Strngth" is hard to say and to spell). */
export function longestConsonantRun(word: string): number {
  return Math.max(
    0,
    ...clusters(word.toLowerCase())
      .filter((r) => !r.vowel)
      .map((r) => r.text.length),
  );
}

/**
 * Orthographic syllables by the maximal-onset rule: "lantern" -> lan|tern, "bakery" -> ba|ke|ry.
 * Good enough to cut words for blends at a place where both halves can be said.
 */
export function syllables(word: string): string[] {
  const runs = clusters(word.toLowerCase());
  const out: string[] = [];
  let current = '';
  runs.forEach((run, i) => {
    if (run.vowel || i === 0 || i === runs.length - 1) {
      current += run.text;
      return;
    }
    let onsetStart = run.text.length - 1;
    while (onsetStart > 0 && ONSETS.has(run.text.slice(onsetStart - 1))) onsetStart -= 1;
    current += run.text.slice(0, onsetStart);
    out.push(current);
    current = run.text.slice(onsetStart);
  });
  if (current) out.push(current);
  return out;
}
