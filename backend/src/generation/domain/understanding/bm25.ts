import { tokenize } from './tokens';

/** One field of a document with its weight (BM25F: weighted term frequencies). */
export interface Field {
  text: string;
  weight: number;
}

/** A query term: a stem, the founder's word it came from, how it was found, and its weight. */
export interface QueryTerm {
  stem: string;
  word: string;
  source: 'founder' | 'synonym' | 'broader';
  weight: number;
}

export interface TermContribution {
  word: string;
  source: QueryTerm['source'];
  score: number;
}

/** BM25 constants, the usual ones. */
const K1 = 1.2;
const B = 0.75;

/**
 * A small BM25F index of our own rather than wink-bm25-text-search, because every score must be
 * explainable term by term (`TermContribution`) and the library only returns totals.
 */
export class Bm25Index {
  private readonly frequencies = new Map<string, Map<string, number>>();
  private readonly lengths = new Map<string, number>();
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(documents: ReadonlyArray<{ id: string; fields: readonly Field[] }>) {
    for (const doc of documents) {
      const tf = new Map<string, number>();
      let length = 0;
      for (const field of doc.fields) {
        for (const token of tokenize(field.text)) {
          tf.set(token.stem, (tf.get(token.stem) ?? 0) + field.weight);
          length += field.weight;
        }
      }
      this.frequencies.set(doc.id, tf);
      this.lengths.set(doc.id, length);
      for (const term of tf.keys())
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
    }
    const total = [...this.lengths.values()].reduce((s, l) => s + l, 0);
    this.averageLength = total / Math.max(1, documents.length);
  }

  private idf(term: string): number {
    const n = this.frequencies.size;
    const df = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** Each query term's contribution to one document's score (terms that do not occur omitted). */
  explain(id: string, query: readonly QueryTerm[]): TermContribution[] {
    const tf = this.frequencies.get(id);
    if (!tf) return [];
    const norm = 1 - B + (B * (this.lengths.get(id) ?? 0)) / (this.averageLength || 1);
    const out: TermContribution[] = [];
    for (const term of query) {
      const f = tf.get(term.stem);
      if (!f) continue;
      const score = term.weight * this.idf(term.stem) * ((f * (K1 + 1)) / (f + K1 * norm));
      out.push({ word: term.word, source: term.source, score });
    }
    return out;
  }
}
