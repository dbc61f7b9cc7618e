import { plainText } from './plain-text';

/**
 * What an opening's Requirements text states about experience and education, for its JobPosting
 * data: read from the text staff wrote (its list items or paragraphs), never guessed. A line that
 * only prefers or welcomes something ("graduates preferred", "an advantage") is no requirement.
 */

const optional = /\b(prefer(red|ably)?|advantage|a plus|nice to have|ideally)\b/i;
const years = /(\d+)\s*(?:[–-]\s*\d+\s*)?\+?\s*years?\b/i;

/** Google's credential categories, from the most to the least advanced, with the words that name each. */
const credentials = [
  ['postgraduate degree', /\b(post-?graduate|master'?s|mba)\b/i],
  ['bachelor degree', /\b(bachelor'?s?|college degree|university degree|graduate of)\b/i],
  ['associate degree', /\b(associate degree|diploma)\b/i],
  ['professional certificate', /\b(certificate|certification|certified|nc ?i{1,3}|tesda)\b/i],
  ['high school', /\b(high school|secondary school)\b/i],
] as const;

/** The Requirements text's lines: its list items, paragraphs or lines, as plain text. */
export function requirementLines(html: string): string[] {
  return html
    .split(/<\/?(?:li|p|br|ul|ol|div)\b[^>]*>|\n/i)
    .map((part) => plainText(part, Number.MAX_SAFE_INTEGER))
    .filter((line) => line.length > 0);
}

/** The first required experience stated in years ("At least 1 year…", "3+ years…", "1–2 years…"), in months. */
export function experienceRequirements(html: string) {
  for (const line of requirementLines(html)) {
    const match = optional.test(line) ? null : years.exec(line);
    if (match)
      return {
        '@type': 'OccupationalExperienceRequirements' as const,
        monthsOfExperience: Number(match[1]) * 12,
        description: line,
      };
  }
  return undefined;
}

/** The most advanced credential the requirements ask for, in Google's categories. */
export function educationRequirements(html: string) {
  const lines = requirementLines(html).filter((line) => !optional.test(line));
  for (const [credentialCategory, words] of credentials) {
    const line = lines.find((text) => words.test(text));
    if (line) return { '@type': 'EducationalOccupationalCredential' as const, credentialCategory, description: line };
  }
  return undefined;
}
