import { describe, expect, it } from 'vitest';
import { educationRequirements, experienceRequirements, requirementLines } from './job-posting-requirements';

/** The seed's Requirements lists are written like these (staff write them in the same way). */
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

describe('the requirements of a JobPosting, from the Requirements text', () => {
  it('reads list items, paragraphs and lines alike', () => {
    expect(requirementLines('<ul><li>One</li><li><b>Two</b></li></ul><p>Three</p>Four<br>Five')).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
      'Five',
    ]);
  });

  it.each([
    ['At least 1 year of hotel housekeeping experience', 12],
    ['3+ years of housekeeping experience, 1 year as supervisor', 36],
    ['1–2 years kitchen experience in Asian cuisine', 12],
    ['2+ years in guest relations or front office', 24],
  ])('takes the fewest months asked from “%s”', (line, months) => {
    expect(experienceRequirements(list('Clean rooms', line))).toMatchObject({
      monthsOfExperience: months,
      description: line,
    });
  });

  it.each([
    ['Culinary certificate (TESDA NC II or higher)', 'professional certificate'],
    ["Bachelor's degree in hospitality", 'bachelor degree'],
    ['High school graduate', 'high school'],
    ['Hotel diploma; TESDA certificate', 'associate degree'],
  ])('names the credential of “%s” in Google’s categories', (line, category) => {
    expect(educationRequirements(list('Basic English', line))?.credentialCategory).toBe(category);
  });

  it('states nothing when no line asks for it, or the line only prefers it', () => {
    const text = list('Fluent English; hotel management graduates preferred', 'SCA certificate is an advantage');
    expect(educationRequirements(text)).toBeUndefined();
    expect(experienceRequirements(list('Friendly and punctual', 'Two years preferred'))).toBeUndefined();
  });
});
