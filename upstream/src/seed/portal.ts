import type { educationLevels, englishLevels } from '@contracts/applications/fields';

/**
 * The employer portal's demo (issue 27): a client with one of the seed's job orders, its contact's
 * Employer account, four candidates with general applications and one who applied to another
 * employer's job order (the talent pool asks her before she is shared: issue 26), each with a video,
 * a resume and a profile, and a shortlist the agency sent. Every person here is made up: example.com addresses, "Demo" surnames, videos of a
 * coloured card (videos/make-demo-videos.sh).
 */
export const demoClient = {
  name: 'Palm Crescent Resorts, Dubai',
  businessType: 'Hotel / Resort',
  location: 'Dubai',
  notes: 'Demo client. Hires room attendants for its Palm Jumeirah resort every season.',
  /** The seed's job order (jobs.ts) this client placed. */
  jobOrderNumber: 'DMW-JO-2026-10412',
};

export const demoEmployerEmail = 'employer@demo.bayanihangulf.example';

export const demoEmployer = {
  email: demoEmployerEmail,
  name: 'Demo Employer Contact',
  phone: '+971 4 000 0000',
  companyName: demoClient.name,
};

/** What the committed demo videos measure (videos/make-demo-videos.sh). */
export const demoVideo = { durationMs: 8000, width: 640, height: 360 };

export interface DemoCandidate {
  firstName: string;
  /** The stem of the committed video and poster (videos/<stem>.mp4 and .jpg). */
  video: string;
  position: string;
  location: string;
  englishProficiency: (typeof englishLevels)[number];
  experienceInYears: number;
  previousJobTitle: string;
  education: (typeof educationLevels)[number];
  notes: string;
  /** The agency's note on the shortlist card; null: not on the shortlist. */
  shortlistNote: string | null;
  /**
   * The seed's job order (jobs.ts) applied to, not the demo client's: the consent covers only that
   * employer, so putting them forward from the talent pool asks them first. Absent: a general application.
   */
  appliedTo?: string;
}

export const demoCandidates: DemoCandidate[] = [
  {
    firstName: 'Ana',
    video: 'ana-demo',
    position: 'Room Attendant',
    location: 'Dubai',
    englishProficiency: 'advanced',
    experienceInYears: 4,
    previousJobTitle: 'Room Attendant',
    education: 'vocational',
    notes: 'Demo candidate. Available for a video interview on weekdays.',
    shortlistNote: 'Four years in a 300-room beach resort; cleans a suite to brand standard in 35 minutes.',
  },
  {
    firstName: 'Ben',
    video: 'ben-demo',
    position: 'Room Attendant',
    location: 'Dubai',
    englishProficiency: 'intermediate',
    experienceInYears: 2,
    previousJobTitle: 'Houseman',
    education: 'high_school',
    notes: 'Demo candidate.',
    shortlistNote: 'Two years as houseman, ready to step up; strong references from his supervisor.',
  },
  {
    firstName: 'Carla',
    video: 'carla-demo',
    position: 'Housekeeping Supervisor',
    location: 'Dubai',
    englishProficiency: 'fluent',
    experienceInYears: 7,
    previousJobTitle: 'Floor Supervisor',
    education: 'bachelor',
    notes: 'Demo candidate. Prefers a resort property.',
    shortlistNote: 'Seven years, the last two supervising a floor of 40 rooms; could also lead a team.',
  },
  {
    firstName: 'Dante',
    video: 'dante-demo',
    position: 'Laundry Attendant',
    location: 'Abu Dhabi',
    englishProficiency: 'basic',
    experienceInYears: 3,
    previousJobTitle: 'Laundry Attendant',
    education: 'high_school',
    notes: 'Demo candidate.',
    shortlistNote: null,
  },
  {
    firstName: 'Ella',
    video: 'ella-demo',
    position: 'Housekeeping Supervisor',
    location: 'Dubai',
    englishProficiency: 'advanced',
    experienceInYears: 6,
    previousJobTitle: 'Housekeeping Supervisor',
    education: 'bachelor',
    notes: 'Demo candidate. In the talent pool; applied to another employer’s job order.',
    shortlistNote: null,
    appliedTo: 'DMW-JO-2026-10587',
  },
];

export const demoShortlist = {
  title: 'Room Attendants: first shortlist',
  sentDaysAgo: 1,
};
