import type { LookupKind } from '@contracts/lookups/lookup';

/** Demo lookup lists, in display order (sortingOrder follows the order given). */
export const demoLookups: Record<LookupKind, string[]> = {
  position: [
    'Room Attendant',
    'Housekeeping Supervisor',
    'Laundry Attendant',
    'Receptionist',
    'Guest Relations Officer',
    'Concierge',
    'Waiter / Waitress',
    'Barista',
    'Bartender',
    'Host / Hostess',
    'Commis Chef',
    'Chef de Partie',
    'Pastry Chef',
    'Steward',
    'Spa Therapist',
  ],
  'preffered-location': ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain'],
  'salary-budget': ['AED 1,500 – 2,000', 'AED 2,000 – 3,000', 'AED 3,000 – 4,500', 'AED 4,500 – 6,000', 'AED 6,000+'],
  'hiring-urgency': ['Immediately (within 2 weeks)', 'Within 1 month', 'Within 3 months', 'Planning ahead (3+ months)'],
  'business-type': [
    'Hotel / Resort',
    'Restaurant / Café',
    'Catering Company',
    'Facilities Management',
    'Spa & Wellness',
    'Cruise & Travel',
    'Other',
  ],
  'inquiry-type': [
    'Question about a job or my application',
    'Hiring inquiry (employers)',
    'Partnership',
    'Documents or visa status',
    'Other',
  ],
};
