import type { NameStyle } from '../../../../contracts/options';
import type { NameCandidate, NamePart, NamingBrief } from '../candidate';
import { capitalize, nounPool, partOf, qualityParts } from '../pool';
import { isEnglishWord } from '../word-data';

/**
 * The picture words that take "-house" and read as a place where the trade is done ("Crumbhouse",
 * "Puphouse", "Pipehouse", "Bloomhouse", "Emberhouse"), read one by one: after most words it made a
 * clumsy compound or another business ("Momenthouse", "Drainhouse", "Lenshouse", "Blossomhouse",
 * "Attichouse", "Flowhouse" a surf park, "Brewhouse" any cafe), in three labelled samples.
 */
const TAKES_HOUSE: ReadonlySet<string> = new Set('crumb loaf pup bloom ember pipe bean roast'.split(' '));

/** Words that close a compound and what they add, by the styles they suit ("Crumbhouse", "BillPilot"). */
const TAILS: readonly {
  word: string;
  evokes: string;
  styles: readonly NameStyle[];
  /** Only for software and advisers ("BillPilot"), or never for them ("Crumbhouse", not "NudgeHouse"). */
  software?: boolean;
}[] = [
  {
    word: 'house',
    evokes: 'a home for the craft',
    styles: ['Creative & Unique', 'Short & Memorable', 'Professional & Corporate'],
    software: false,
  },
  // "-craft" made more odd names than good ones ("ValveCraft", "TeakCraft", "SudsCraft",
  // "BudCraft") and "LensCraft" is a step from LensCrafters: it is not offered.
  // Software words: "BillPilot" and "LedgerLab" suit a tool, "RyeLab" and "PetPilot" do not.
  { word: 'lab', evokes: 'a place where new things are tried', styles: ['Modern & Tech'], software: true },
  {
    word: 'wise',
    evokes: 'know-how',
    styles: ['Professional & Corporate', 'Modern & Tech'],
    software: true,
  },
  { word: 'pilot', evokes: 'a sure hand guiding the way', styles: ['Modern & Tech'], software: true },
];

/**
 * Real-word compounds that read as one idea: a quality of the trade in front of one of its
 * picture words ("Goldencrust", "BrightPearl", "HappyPaw"), a picture word closed by a word that
 * says where or how the work is done ("Crumbhouse", "LedgerWise"), or two short picture words of
 * the trade that start with the same sound ("BitBot"). Modern & Tech writes them in camel case.
 */
export function compounds(brief: NamingBrief): NameCandidate[] {
  const camel = brief.style === 'Modern & Tech' || brief.style === 'Short & Memorable';
  // A quality keeps its capital ("GoldenCrust"): "Goldencrust" reads as one unknown word.
  const join = (a: NamePart, b: NamePart) =>
    camel || (a.meaning !== undefined && b.source !== 'image')
      ? capitalize(a.text) + capitalize(b.text)
      : capitalize(a.text + b.text);
  const nouns = nounPool(brief);
  const out: NameCandidate[] = [];
  const push = (parts: NamePart[]) => {
    const [a, b] = parts;
    if (!a || !b || a.word === b.word || isEnglishWord(a.text + b.text)) return;
    // "Brightthread", "Pawworks": a doubled letter at the seam reads as a typo.
    if (a.text.endsWith(b.text.charAt(0))) return;
    // Past twelve letters one word is hard to take in: "CandidGlimpse", "SilverKeepsake",
    // "RusticHeirloom" were rejected as clunky; the two words stand apart as a metaphor instead.
    if (a.text.length + b.text.length > 12) return;
    out.push({ name: join(a, b), strategy: 'compound', parts });
  };
  for (const n of nouns) {
    const noun = partOf(n);
    for (const q of qualityParts(brief, n.word)) push([q, noun]);
    if (n.word.length <= 7)
      for (const t of TAILS.filter(
        (t) =>
          t.styles.includes(brief.style) &&
          (t.software === undefined || t.software === brief.software) &&
          (t.word !== 'house' || TAKES_HOUSE.has(n.word)),
      ))
        push([noun, { text: t.word, word: t.word, source: 'image', meaning: t.evokes }]);
    for (const m of nouns)
      if (m !== n && n.word.length + m.word.length <= 7 && n.word.charAt(0) === m.word.charAt(0))
        push([noun, partOf(m)]);
  }
  return out;
}
