/** The steps in their numbered order, leaving the CMS array untouched. */
export function byStepNumber<T extends { stepNumber: number }>(steps: readonly T[]): T[] {
  return [...steps].sort((a, b) => a.stepNumber - b.stepNumber);
}
