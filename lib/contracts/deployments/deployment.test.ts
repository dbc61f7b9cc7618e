import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../core/fields';
import {
  candidateOrder,
  customStepSchema,
  evidenceField,
  evidenceFieldsSchema,
  stepReasonSchema,
  type StepView,
} from './deployment';
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
  verified: false,
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

describe('the flight’s times and staff’s texts', () => {
  it('takes each flight time as a wall-clock time in its own zone, refusing a time that does not exist', () => {
    const flight = evidenceFieldsSchema(deploymentSteps.flight.evidence);
    const good = {
      'flight-number': 'EK 335',
      'departure-manila-time': '2027-03-01T09:30',
      'arrival-dubai-time': '2027-03-01T14:45',
    };
    expect(flight.safeParse(good).success).toBe(true);
    const bad = flight.safeParse({ ...good, 'arrival-dubai-time': '2027-02-30T14:45' });
    expect(bad.error!.issues[0]!.message).toBe(
      'Use a real date and time like 2027-01-14T09:30 for the Arrival (Dubai time).',
    );
  });

  it('refuses control characters in a text, a reason and a custom step’s name', () => {
    const flight = evidenceFieldsSchema(deploymentSteps.flight.evidence);
    const withBreak = flight.safeParse({ 'flight-number': 'EK\r\n335' });
    expect(withBreak.error!.issues[0]!.message).toBe(fieldMessages.singleLine);
    expect(stepReasonSchema.safeParse({ reason: 'Clinic closed\nBcc: x@y.z' }).error!.issues[0]!.message).toBe(
      fieldMessages.singleLine,
    );
    const custom = customStepSchema.safeParse({ label: 'Vaccine\u0000', actor: 'candidate', dueDaysFromDeparture: -3 });
    expect(custom.error!.issues[0]!.message).toBe(fieldMessages.singleLine);
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
