import { describe, expect, it } from 'vitest';
import { candidateOrder, evidenceField, evidenceFieldsSchema, type StepView } from './deployment';
import { deploymentSteps } from './steps';

const step = (key: string, actor: StepView['actor'], status: StepView['status']): StepView => ({
  key,
  label: key,
  actor,
  status,
  reason: null,
  dueOn: null,
  instructions: '',
  custom: false,
  evidence: [],
  updatedAt: null,
});

describe('a step’s evidence', () => {
  it('names each field after its label', () => {
    expect(evidenceField('Departure (Manila time)')).toBe('departure-manila-time');
    expect(evidenceField('OFW Pass number')).toBe('ofw-pass-number');
  });

  it('checks each kind with its own message, leaving the file to the upload', () => {
    const medical = evidenceFieldsSchema(deploymentSteps.medical.evidence);
    expect(Object.keys(medical.shape)).toEqual(['clinic', 'examination-date', 'result']);
    const bad = medical.safeParse({ clinic: ' ', 'examination-date': '2027-02-30', result: 'Great' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      'Please enter the Clinic.',
      'Use a real date like 2027-01-14 for the Examination date.',
      'Please choose the Result: Fit, Unfit, Pending.',
    ]);
    const good = medical.safeParse({ clinic: ' St. Luke’s ', 'examination-date': '2027-01-10', result: 'Fit' });
    expect(good.data).toEqual({ clinic: 'St. Luke’s', 'examination-date': '2027-01-10', result: 'Fit' });
    expect(
      evidenceFieldsSchema(deploymentSteps.departure.evidence).safeParse({ departed: 'no' }).error!.issues[0]!.message,
    ).toBe('Please confirm: Departed.');
  });
});

describe('the candidate’s order', () => {
  it('puts their first open step next, then what is done, then what waits on others', () => {
    const order = candidateOrder([
      step('medical', 'candidate', 'done'),
      step('contractVerified', 'agency', 'pending'),
      step('pdos', 'candidate', 'pending'),
      step('ofwPass', 'candidate', 'pending'),
      step('flight', 'employer', 'blocked'),
      step('extra', 'candidate', 'not-needed'),
    ]);
    expect(order.next?.key).toBe('pdos');
    expect(order.later.map((s) => s.key)).toEqual(['ofwPass']);
    expect(order.done.map((s) => s.key)).toEqual(['medical', 'extra']);
    expect(order.waiting.map((s) => s.key)).toEqual(['contractVerified', 'flight']);
  });
});
