import { capitalise, joinList, sentence, withArticle } from '../grammar';
import type { NameCandidate, NamePart, NamingBrief } from './candidate';
import { syllables } from './phonotactics';

const q = (word: string): string => `“${word}”`;

/**
 * The business as a noun phrase with its article: 'an artisan bakery', 'a business built around
 * “ice cream” and “gelato”' (the founder's keywords as typed, not "“ice” and “cream”").
 */
export function businessPhrase(brief: NamingBrief): string {
  if (brief.kind) return withArticle(brief.kind.singular);
  const words = (brief.keywordPhrases?.length ? brief.keywordPhrases : brief.keywords).slice(0, 2).map(q);
  return words.length > 0 ? `a business built around ${joinList(words)}` : 'your business';
}

function partPhrase(part: NamePart): string {
  if (part.source === 'keyword') return `your keyword ${q(part.word)}`;
  if (part.source === 'business') return `the trade word ${q(part.word)}`;
  return q(part.word);
}

const business = (part: NamePart | undefined, parts: NamePart[]): NamePart =>
  part ?? parts[0] ?? { text: '', word: '', source: 'sound' };

/**
 * One or two sentences per name: what it evokes and why it suits this business. Each kind of name
 * has two sentence shapes, taken in turn by position in the batch (`index`), so no batch reads as
 * one template repeated.
 */
export function explain(candidate: NameCandidate, brief: NamingBrief, index: number): string {
  const added = candidate.parts[candidate.parts.length - 1];
  const lengthened = candidate.strategy !== 'descriptive' && added?.source === 'noun';
  const core = lengthened ? { ...candidate, parts: candidate.parts.slice(0, -1) } : candidate;
  const text = explainCore(core, brief, index % 2);
  return lengthened
    ? `${text} ${sentence(`${q(capitalise(added.word))} says plainly what the business is`)}`
    : text;
}

function explainCore(candidate: NameCandidate, brief: NamingBrief, shape: number): string {
  const parts = candidate.parts;
  const name = candidate.name
    .split(' ')
    .slice(0, candidate.strategy === 'metaphor' ? undefined : 1)
    .join(' ');
  const biz = businessPhrase(brief);
  const trade = business(
    parts.find((p) => ['keyword', 'business', 'related'].includes(p.source)),
    parts,
  );
  const image = parts.find((p) => p.source === 'image');
  switch (candidate.strategy) {
    case 'compound': {
      if (!image) {
        const second = parts[1] ?? trade;
        return sentence(
          `${name} pairs ${partPhrase(trade)} with ${partPhrase(second)}, two things of the trade that start with the same sound, so ${biz} gets a name that is easy to remember`,
        );
      }
      const evokes = image.meaning ?? 'a sense of place';
      return shape === 0
        ? sentence(
            `${name} joins ${partPhrase(trade)} with ${q(image.word)}, which suggests ${evokes}: two plain words that customers of ${biz} take in at a glance`,
          )
        : sentence(
            `${name} is ${partPhrase(trade)} plus ${q(image.word)} for ${evokes}, so customers of ${biz} hear the trade and a feeling in one word`,
          );
    }
    case 'metaphor': {
      if (!image) {
        const second = parts[1] ?? trade;
        return sentence(
          `Like an old shop sign, ${name} pairs ${partPhrase(trade)} with ${partPhrase(second)}, two things customers of ${biz} can picture at once`,
        );
      }
      const evokes = image.meaning ?? 'a mood';
      return shape === 0
        ? sentence(
            `${name} sets ${withArticle(image.word)} tone (${evokes}) against ${partPhrase(trade)}, an image customers of ${biz} can picture at once`,
          )
        : sentence(
            `${name} puts ${q(image.word)} in front of ${partPhrase(trade)}: it brings ${evokes} to ${biz} in two plain words`,
          );
    }
    case 'suffixed': {
      const ending = parts[1]?.text ?? '';
      return shape === 0
        ? sentence(
            `${name} keeps ${partPhrase(trade)} whole and adds ${q(`-${ending}`)}, which turns it into a friendly brand word that still says what ${biz} is about`,
          )
        : sentence(
            `${name} is ${partPhrase(trade)} with the ending ${q(`-${ending}`)}: short, easy to say and clearly about ${biz}`,
          );
    }
    case 'foreign': {
      const word = parts[0];
      const language = word?.language ?? 'Latin';
      return shape === 0
        ? sentence(
            `${name} is ${language} for ${q(word?.meaning ?? '')}: a real word with a story, short to say, and a quiet nod to what ${biz} does`,
          )
        : sentence(
            `In ${language}, ${name} means ${q(word?.meaning ?? '')}, so the name carries the trade of ${biz} while sounding like nothing else on the street`,
          );
    }
    case 'blend': {
      const second = parts[1];
      return shape === 0
        ? sentence(
            `${name} runs ${q(trade.word)} into ${q(second?.word ?? '')}: the trade of ${biz} with a hint of ${second?.meaning ?? 'something more'}`,
          )
        : sentence(
            `Half ${q(trade.word)}, half ${q(second?.word ?? '')}: ${name} keeps the subject of ${biz} in view and adds ${second?.meaning ?? 'something more'}`,
          );
    }
    case 'classical': {
      const [a, b] = parts;
      const origin = (p: NamePart | undefined) =>
        p ? `${p.language ?? 'Latin'} ${p.word} (${p.meaning ?? ''})` : '';
      return shape === 0
        ? sentence(
            `${name} is built from ${origin(a)} and ${origin(b)}, a classical name with a meaning to tell for ${biz}`,
          )
        : sentence(
            `From ${origin(a)} and ${origin(b)}: ${name} sounds established and carries a story ${biz} can tell on its About page`,
          );
    }
    case 'descriptive': {
      const noun = parts[parts.length - 1]?.word ?? '';
      const head = name.split(' ')[0] ?? name;
      return shape === 0
        ? sentence(
            `${head} sounds like a firm with roots (${image?.meaning ?? 'solid ground'}), and ${q(noun)} tells clients straight away that this is ${biz}`,
          )
        : sentence(
            `A name with the weight of a place: ${head} suggests ${image?.meaning ?? 'solid ground'}, while ${q(noun)} makes plain that this is ${biz}`,
          );
    }
    case 'coined': {
      const sound = parts.length > 1 && parts[1]?.source === 'sound' ? parts[0] : undefined;
      if (sound)
        return shape === 0
          ? sentence(
              `${name} opens with the sound of ${q(sound.word)} and ends in an invented ${q(`-${parts[1]?.text ?? ''}`)}, so it hints at ${biz} while being a word nobody else uses`,
            )
          : sentence(
              `Built on the first sound of ${q(sound.word)}, ${name} is new to the language, short to say, and points at what ${biz} does`,
            );
      const beats = syllables(name).map((s) => s.toLowerCase());
      return shape === 0
        ? sentence(
            `An invented word in ${beats.length === 1 ? 'one beat' : `${beats.length} beats`} (${beats.join('·')}) with no meaning attached yet, so ${biz} can give it one`,
          )
        : sentence(
            `${name} means nothing yet, which is its strength: said as ${beats.join('-')}, it is easy to spell over the phone and ${biz} can make it its own`,
          );
    }
  }
}
