/**
 * Lines about a player named "You" (the tutorial's player) in the second person: the catalogue
 * words lines as "<name> buys…", "<name>'s turn", "<name> wins!", which for "You" must read
 * "You buy…", "Your turn", "You win!".
 */

/** The name that is the reader: the tutorial's player. */
export const YOU = 'You';

const IRREGULAR: Record<string, string> = { has: 'have', is: 'are', does: 'do', was: 'were' };

/** A third-person verb ("buys", "finishes", "has") in the second person ("buy", "finish", "have"). */
export function secondPersonVerb(verb: string): string {
  if (IRREGULAR[verb]) return IRREGULAR[verb];
  if (/(ss|sh|ch|x|z|o)es$/.test(verb)) return verb.slice(0, -2);
  if (/[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/[^s]s$/.test(verb)) return verb.slice(0, -1);
  return verb;
}

/** Verbs that follow "and" in the catalogue's lines ("makes a pit stop and removes …"). */
const SECOND_VERBS = /\band (removes|draws|gains|moves|takes|keeps|finishes)\b/g;

/** Whether `at` is where a sentence (or a line, a clause after a colon, a numbered item) starts. */
const startsSentence = (text: string, at: number) => /(^|[.!?:]\s+)$/.test(text.slice(0, at));

/**
 * The sentence with every "You <verb>s" (and its "and <verb>s") and "You's" in the second person,
 * and "you"/"your" in lower case but where a sentence starts: the name is capitalised as a name,
 * the pronoun is not ("Easy Eddie drafts behind you", "Car 2 (you) moves forward 4.").
 */
export function secondPerson(text: string): string {
  return text
    .replace(/\bYou's\b/g, 'Your')
    .replace(
      /\bYou ([a-z]+)\b([^.!:;]*)/g,
      (_m, verb: string, rest: string) =>
        `You ${secondPersonVerb(verb)}${rest.replace(SECOND_VERBS, (_a, v: string) => `and ${secondPersonVerb(v)}`)}`,
    )
    .replace(/\bYou(r?)\b/g, (m: string, r: string, at: number, all: string) =>
      startsSentence(all, at) ? m : `you${r}`,
    );
}
