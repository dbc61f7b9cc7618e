// Without zod: the candidate's page, the portal and the upstream's reminders all read this list.

/**
 * The steps from an accepted offer to the worker's arrival (issue 43), declared once: who acts, the
 * evidence the step needs, when it is due relative to the planned departure, and whether the
 * employer sees it. The board, the candidate's "Next:" line, the portal and the reminders derive
 * from this list; staff may add a step to one deployment or mark one not needed, with a reason.
 */

/** Who completes a step: the worker, the agency's staff, or the employer (from the portal). */
export const stepActors = ['candidate', 'agency', 'employer'] as const;
export type StepActor = (typeof stepActors)[number];

/** What completing a step records. */
export type StepEvidence =
  | { kind: 'file'; label: string }
  | { kind: 'date'; label: string }
  /** A local wall-clock time in the zone it happens in (a flight leaves in Manila time, lands in Dubai time). */
  | { kind: 'datetime'; label: string; zone: 'Asia/Manila' | 'Asia/Dubai' }
  | { kind: 'number'; label: string; pattern?: RegExp }
  | { kind: 'text'; label: string }
  | { kind: 'choice'; label: string; options: readonly string[] }
  | { kind: 'yes'; label: string };

export interface DeploymentStep {
  label: string;
  actor: StepActor;
  evidence: readonly StepEvidence[];
  /** Days relative to the planned departure date when the step is due (negative: before it). */
  dueDaysFromDeparture: number;
  /** Shown read-only in the portal (the employer's own steps are always shown, for it to act). */
  employerSees: boolean;
  /** What the worker is told beside the step, in their words. */
  instructions: string;
}

/** The medical examination's results at an accredited clinic (DOH-accredited, GCC-approved). */
export const medicalResults = ['Fit', 'Unfit', 'Pending'] as const;
export type MedicalResult = (typeof medicalResults)[number];

/** Where the employment contract is verified: the Migrant Workers Office for the employer's emirate. */
export const migrantWorkersOffices = ['MWO Dubai', 'MWO Abu Dhabi'] as const;

/** The declared steps, in the order they are usually done. */
export const deploymentSteps = {
  medical: {
    label: 'Medical examination',
    actor: 'candidate',
    evidence: [
      { kind: 'text', label: 'Clinic' },
      { kind: 'date', label: 'Examination date' },
      { kind: 'choice', label: 'Result', options: medicalResults },
      { kind: 'file', label: 'Medical certificate' },
    ],
    dueDaysFromDeparture: -45,
    employerSees: true,
    instructions: 'Bring your passport and two photos.',
  },
  contractVerified: {
    label: 'Employment contract verified',
    actor: 'agency',
    evidence: [
      { kind: 'choice', label: 'Verified by', options: migrantWorkersOffices },
      { kind: 'date', label: 'Verification date' },
      { kind: 'file', label: 'Verified contract' },
    ],
    dueDaysFromDeparture: -30,
    employerSees: true,
    instructions: 'We send your signed contract to the Migrant Workers Office; nothing to do for you.',
  },
  entryPermit: {
    label: 'Entry permit (work visa)',
    actor: 'employer',
    evidence: [
      { kind: 'number', label: 'Entry permit number' },
      { kind: 'file', label: 'Entry permit' },
    ],
    dueDaysFromDeparture: -21,
    employerSees: true,
    instructions: 'Your employer applies for your entry permit; we tell you when it arrives.',
  },
  pdos: {
    label: 'Pre-departure orientation (PDOS)',
    actor: 'candidate',
    evidence: [
      { kind: 'date', label: 'Attended on' },
      { kind: 'file', label: 'PDOS certificate' },
    ],
    dueDaysFromDeparture: -14,
    employerSees: false,
    instructions: 'Attend the orientation seminar and upload your certificate.',
  },
  ofwPass: {
    label: 'OFW Pass',
    actor: 'candidate',
    evidence: [{ kind: 'number', label: 'OFW Pass number' }],
    dueDaysFromDeparture: -7,
    employerSees: false,
    instructions: 'Get your OFW Pass in the DMW Mobile App and enter its number.',
  },
  flight: {
    label: 'Flight',
    actor: 'employer',
    evidence: [
      { kind: 'text', label: 'Flight number' },
      { kind: 'datetime', label: 'Departure (Manila time)', zone: 'Asia/Manila' },
      { kind: 'datetime', label: 'Arrival (Dubai time)', zone: 'Asia/Dubai' },
      { kind: 'file', label: 'Ticket' },
    ],
    dueDaysFromDeparture: -7,
    employerSees: true,
    instructions: 'Your employer books your ticket; we send it to you.',
  },
  departure: {
    label: 'Departure',
    actor: 'agency',
    evidence: [{ kind: 'yes', label: 'Departed' }],
    dueDaysFromDeparture: 0,
    employerSees: true,
    instructions: 'Be at the airport three hours before your flight with your passport and OFW Pass.',
  },
  arrivalByWorker: {
    label: 'Arrival confirmed by the worker',
    actor: 'candidate',
    evidence: [{ kind: 'yes', label: 'I have arrived' }],
    dueDaysFromDeparture: 1,
    employerSees: true,
    instructions: 'Tell us you have arrived safely.',
  },
  pickUp: {
    label: 'Pick-up at the airport',
    actor: 'employer',
    evidence: [{ kind: 'yes', label: 'Picked up' }],
    dueDaysFromDeparture: 1,
    employerSees: true,
    instructions: 'Your employer meets you at the airport.',
  },
} as const satisfies Record<string, DeploymentStep>;

export type DeploymentStepKey = keyof typeof deploymentSteps;
export const deploymentStepKeys = Object.keys(deploymentSteps) as DeploymentStepKey[];

/** A job order's "Deployed" count: deployments whose arrival both sides confirmed. */
export const arrivalSteps = ['arrivalByWorker', 'pickUp'] as const satisfies readonly DeploymentStepKey[];

/** The steps an actor completes (the employer's are what the portal lets it act on). */
export const stepsOf = (actor: StepActor) => deploymentStepKeys.filter((key) => deploymentSteps[key].actor === actor);
