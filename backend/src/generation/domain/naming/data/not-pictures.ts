/**
 * Concrete nouns WordNet relates to a business that no founder would picture on a sign: dull
 * generic things ("part", "device"), dirt and waste, weapons, death and words that read as
 * something else first ("junk" is a boat, "tender" a ship's boat). Used when picture words are
 * found in WordNet (`picture-nouns.ts`).
 */
export const NOT_PICTURES: ReadonlySet<string> = new Set(
  `
thing object part piece item unit device machine system body matter material stuff article
structure container vehicle craft means element product goods substance surface area whole
dirt mud slop mire soil dust waste litter trash junk scum sludge grease slime filth
gun gunboat bomb weapon knife blade dagger sword missile
corpse coffin casket bier grave tomb skull bone
shop store parlour parlor room home office studio service ware silicon dessert outlet can
arms strip fabric altar console
tender ordinary split lolly ice sweet water air fore wale hoy scow becket platen dado coffer caisson
`
    .split(/\s+/)
    .filter(Boolean),
);
