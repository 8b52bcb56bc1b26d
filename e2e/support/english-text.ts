/**
 * Finds English left on a Malay page. A sentence is English when two or more of its words are
 * common English words that Malay never uses; brand, product and proper names are taken out
 * first, so "MCT Essentials" or "Pos Laju" never count.
 */

/** Common English words, none of them a Malay word or a loanword a Malay sentence keeps. */
export const COMMON_ENGLISH: ReadonlySet<string> = new Set([
  'about',
  'account',
  'add',
  'address',
  'all',
  'an',
  'and',
  'are',
  'as',
  'at',
  'back',
  'be',
  'been',
  'buy',
  'by',
  'can',
  'cart',
  'check',
  'checkout',
  'continue',
  'day',
  'do',
  'every',
  'find',
  'for',
  'forgot',
  'free',
  'from',
  'get',
  'has',
  'have',
  'help',
  'here',
  'how',
  'if',
  'in',
  'is',
  'it',
  'its',
  'just',
  'learn',
  'login',
  'loading',
  'more',
  'my',
  'new',
  'not',
  'now',
  'of',
  'on',
  'one',
  'only',
  'or',
  'order',
  'orders',
  'our',
  'out',
  'password',
  'pay',
  'please',
  'read',
  'register',
  'sign',
  'so',
  'that',
  'the',
  'their',
  'there',
  'they',
  'this',
  'to',
  'us',
  'was',
  'we',
  'what',
  'when',
  'which',
  'will',
  'with',
  'you',
  'your',
]);

/**
 * Names kept as they are in every language: the brand, the products, the shop's partners and
 * places. Taken out of a sentence before its words are counted.
 */
export const NAMES: readonly string[] = [
  'Nyiur',
  'MCT LeanEssentials',
  'MCT Essentials',
  'MCT ProEssentials',
  'LeanEssentials',
  'ProEssentials',
  'Essentials',
  'MCT',
  'MyInvois',
  'MyKad',
  'LHDN',
  'Pos Laju',
  'iPay88',
  'Touch n Go',
  'eWallet',
  'Kuala Lumpur',
  'Malaysia',
];

/** The sentences of a page's visible text: its lines, split after a full stop, ! or ?. */
export const sentencesOf = (text: string): string[] =>
  text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** The common English words of a sentence, names taken out. */
export function englishWordsOf(sentence: string, names: readonly string[] = NAMES): string[] {
  let rest = sentence;
  for (const name of names) rest = rest.split(name).join(' ');
  return (rest.match(/[A-Za-z']+/g) ?? [])
    .map((word) => word.toLowerCase().replace(/'s$/, ''))
    .filter((word) => COMMON_ENGLISH.has(word));
}

/** The sentences of a text that are English: two or more common English words each. */
export const englishSentences = (text: string, names: readonly string[] = NAMES): string[] =>
  sentencesOf(text).filter((sentence) => englishWordsOf(sentence, names).length >= 2);
