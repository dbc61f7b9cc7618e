import { describe, expect, it } from 'vitest';
import { applicationFields } from '@/lib/contracts/applications/fields';
import type { CardField } from '@/lib/contracts/core/field-places';
import { extendedApplicationFields } from '@/lib/contracts/applications/fixtures/extended-application-fields';
import { cardFactText } from './card-fact-text';

const fact = (key: string) => applicationFields.card.find((field) => field.key === key)!;

describe('a declared fact on the employer’s card', () => {
  it('reads a number with its unit, a choice by its label and a date as a day', () => {
    expect(cardFactText(fact('experienceInYears'), 1)).toBe('1 year');
    expect(cardFactText(fact('experienceInYears'), 4)).toBe('4 years');
    expect(cardFactText(fact('experienceInYears'), 0)).toBe('0 years');
    expect(cardFactText(fact('education'), 'college')).toBe('Some College');
    expect(cardFactText(fact('englishProficiency'), 'fluent')).toBe('Fluent');
    expect(cardFactText(fact('availableToStart'), '2027-01-05')).toBe('5 Jan 2027');
    expect(cardFactText(fact('previousJobTitle'), 'Commis Chef')).toBe('Commis Chef');
  });

  it('shows its declared word for no value, else a dash', () => {
    expect(cardFactText(fact('preferredLocation'), null)).toBe('Any');
    expect(cardFactText(fact('preferredLocation'), 'Dubai')).toBe('Dubai');
    expect(cardFactText(fact('previousJobTitle'), '')).toBe('—');
  });

  it('shows a text added to the declaration (a copy with it) with no other change', () => {
    const added = extendedApplicationFields.card.find((field) => field.key === 'otherLanguages')!;
    expect(cardFactText(added, 'Arabic, Tagalog')).toBe('Arabic, Tagalog');
    expect(cardFactText(added, '')).toBe('—');
  });

  it('shows a yes/no fact as Yes or No, never its value', () => {
    const licence: CardField = {
      key: 'licence',
      field: 'licence',
      column: 'licence',
      kind: 'text',
      masked: false,
      label: 'Driving licence',
      shown: 'yes-no',
      at: 7,
    };
    expect(cardFactText(licence, true)).toBe('Yes');
    expect(cardFactText(licence, false)).toBe('No');
  });
});
