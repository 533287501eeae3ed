import type { GenerationProvenance } from '@bb/backend/contracts';

/**
 * Every generate answer carries who generated it (docs/architecture.md "Provenance"); the wizard sends it
 * back with the save of the fields it filled.
 */
export type WithProvenance<T> = T & { provenance?: GenerationProvenance };
