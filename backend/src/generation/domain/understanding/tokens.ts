import stem from 'wink-porter2-stemmer';

/** Words that carry no meaning for matching a founder to a kind of business. */
const STOPWORDS = new Set(
  (
    'a an the and or but of to for with without in on at by from into over under about as is are was were be been ' +
    'being am i me my we our us you your they their them it its this that these those who whom which what when where ' +
    'how why will would can could should shall may might must do does did done have has had having not no so very ' +
    'just also than then there here up down out off more most some any each every all both few many much other such ' +
    'own same too only want wants like love start starting open opening run running business company idea ideas ' +
    'people someone something thing things want get help helps make makes based new small local online'
  ).split(' '),
);

export interface Token {
  /** The word as the founder wrote it, lower-cased. */
  word: string;
  /** Its Porter2 stem, the unit of matching: 'bakeries' and 'bakery' both give 'bakeri'. */
  stem: string;
}

/** Lower-cased words of a text, without stopwords and numbers, each with its stem. */
export function tokenize(text: string): Token[] {
  return (text.toLowerCase().match(/[a-z][a-z'’-]*[a-z]|[a-z]/g) ?? [])
    .flatMap((w) => w.replace(/['’]s$/, '').split('-'))
    .filter((w) => w.length > 1 && !STOPWORDS.has(w))
    .map((word) => ({ word, stem: stemWord(word) }));
}

export function stemWord(word: string): string {
  return stem(word.toLowerCase());
}

/** True when a word is a stopword (used to keep founder nouns meaningful). */
export function isStopword(word: string): boolean {
  return STOPWORDS.has(word.toLowerCase());
}
