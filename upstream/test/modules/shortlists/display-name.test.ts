import { describe, expect, it } from 'vitest';
import { displayNameOf } from '../../../src/modules/shortlists/display-name';

describe('how an employer sees a name', () => {
  it.each([
    ['Maria Santos', 'Maria S.'],
    ['Ana Maria Reyes', 'Ana R.'],
    ['Juan Dela Cruz', 'Juan D.'],
    ['Jose de los Santos', 'Jose D.'],
    ['Rosa  San   Juan', 'Rosa S.'],
    ['  maria  santos ', 'maria S.'],
    ['Cher', 'Cher'],
    ['', 'Candidate'],
  ])('%s → %s', (name, shown) => {
    expect(displayNameOf(name)).toBe(shown);
  });
});
