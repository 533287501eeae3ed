/**
 * Words no name may contain: swear words, slurs, body and bodily-function words and other
 * unfortunate meanings in English, French, German, Spanish, Italian, Portuguese and Dutch, a few
 * in Japanese ("baka", fool; "aho", idiot; "kuso", dung), the names of drugs, and words that
 * sound like one of these or like a goodbye ("Vomon", "Fairwell Dental"), and insults and
 * words of failure or gloom an invented word can end up holding ("Notitard", "Sadia", "Dumova").
 * Lower case, accents removed.
 *
 * `ANYWHERE`: long or unambiguous enough to reject a name that contains them at all.
 * `AS_PART`: short ones that occur inside innocent words ("class", "title", "concord"): a name
 * is rejected when one of its words or joined parts is one, or when an invented word starts or
 * ends with one ("Conira", "Mistaro").
 */
export const UNFORTUNATE_ANYWHERE: readonly string[] = `
fuck shit cunt bitch bastard whore slut twat wank dick cock pussy penis vagina anus anal rectum
nigg nigga fagg retard spastic tranny dyke kike chink spic wetback gook paki
rape rapist porn porno nazi hitler jihad terror suicide murder corpse cancer tumor tumour aids ebola
covid plague herpes syphil leprosy vomit puke diarrh fart turd poop crap piss urine feces faeces
bollock wanker bugger slag prick boob tits scrotum semen sperm orgasm dildo hooker pimp
merde putain salope connard conne enculer encule batard chier bite couille nique pute
scheisse scheiss fick ficken arsch hure fotze wichser kacke schwanz titten nutte leiche
mierda puta puto coño cabron cojon joder polla pendejo chingar verga culero marica maricon
cazzo merda stronzo vaffanculo troia puttana figa minchia coglion culo fottere
caralho porra buceta foda foder viado cuzao bosta
kanker klootzak lul neuken hoer kut tering godverdomme kont pik slet
heroin cocaine fentanyl ketamine opium opioid xanax valium viagra cialis prozac oxycodone narcotic
marijuana cannabis
fairwell farewell
tard idiot moron stupid dumb fraud scam toxic fatal doom loser
`
  .split(/\s+/)
  .filter(Boolean);

export const UNFORTUNATE_AS_PART: readonly string[] = `
ass arse butt cum fag tit nob kill dead die dying death pee poo wee sex sexy xxx
con cul pis pute kak kot mist gift tod
caca cago culo pito
baka aho kuso kaka meth dope crack narc peni vom
sad bad mad pus pox bum dud dum hag sob lame fail flop dad sin pedo
`
  .split(/\s+/)
  .filter(Boolean);
