/** Words that start a surname of several words (Dela Cruz, De los Santos, San Juan, Van Dijk). */
const surnameParticles = new Set([
  'da',
  'das',
  'de',
  'del',
  'dela',
  'della',
  'delos',
  'di',
  'do',
  'dos',
  'la',
  'las',
  'los',
  'mac',
  'san',
  'santa',
  'sta.',
  'sto.',
  'santo',
  'van',
  'von',
]);

/**
 * How an employer sees a candidate's name: the first name and the initial of the surname ("Maria S.",
 * "Juan D." for Juan Dela Cruz), so a client can tell candidates apart but not look them up.
 */
export function displayNameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Candidate';
  if (words.length === 1) return words[0]!;
  let surname = words.length - 1;
  while (surname > 1 && surnameParticles.has(words[surname - 1]!.toLowerCase())) surname -= 1;
  return `${words[0]} ${words[surname]!.charAt(0).toUpperCase()}.`;
}
