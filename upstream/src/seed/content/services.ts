import type { ServicesContent } from '@contracts/content';
import type { Authored } from '../../lib/with-ids';

export const services: Authored<ServicesContent> = {
  heroSection: {
    tag: 'Our services',
    title: 'Recruitment built around hospitality',
    description:
      'From a single sous chef to the full opening team of a 400-room resort, we source, assess, prepare and deploy Filipino professionals for UAE employers.',
    backgroundImage: null,
  },
  recruitmentSection: {
    title: 'Recruitment specializations',
    subtitle: 'Specialist recruiters for each department of a hotel or restaurant.',
    specializations: [
      {
        icon: 'hotel',
        title: 'Front Office & Guest Relations',
        description: 'Guest-facing staff with polished English and service manners for lobbies, lounges and clubs.',
        positions: ['Receptionist', 'Guest Relations Officer', 'Concierge', 'Bell Attendant'],
        experienceLevel: { label: 'Experience', value: '1–5 years' },
        salaryRange: { label: 'Salary range', value: 'AED 2,500 – 4,500 / month' },
      },
      {
        icon: 'bed',
        title: 'Housekeeping',
        description: 'Room attendants, public area cleaners, laundry and linen teams trained to 5-star standards.',
        positions: ['Room Attendant', 'Housekeeping Supervisor', 'Laundry Attendant', 'Public Area Attendant'],
        experienceLevel: { label: 'Experience', value: '0–4 years' },
        salaryRange: { label: 'Salary range', value: 'AED 1,800 – 3,200 / month' },
      },
      {
        icon: 'utensils',
        title: 'Food & Beverage Service',
        description: 'Waiters, hosts, baristas and bartenders for fine dining, all-day dining and banqueting.',
        positions: ['Waiter / Waitress', 'Barista', 'Host / Hostess', 'Banquet Server'],
        experienceLevel: { label: 'Experience', value: '1–5 years' },
        salaryRange: { label: 'Salary range', value: 'AED 2,000 – 3,800 / month' },
      },
      {
        icon: 'chef-hat',
        title: 'Culinary',
        description: 'Commis to chef de partie across hot kitchen, pastry, bakery and Asian cuisine.',
        positions: ['Commis Chef', 'Demi Chef de Partie', 'Chef de Partie', 'Pastry Chef'],
        experienceLevel: { label: 'Experience', value: '2–8 years' },
        salaryRange: { label: 'Salary range', value: 'AED 2,500 – 6,000 / month' },
      },
      {
        icon: 'spa',
        title: 'Spa & Wellness',
        description: 'Licensed therapists and spa receptionists for hotel and standalone spas.',
        positions: ['Spa Therapist', 'Spa Receptionist', 'Fitness Attendant'],
        experienceLevel: { label: 'Experience', value: '2–6 years' },
        salaryRange: { label: 'Salary range', value: 'AED 3,000 – 5,000 / month' },
      },
      {
        icon: 'sparkles',
        title: 'Stewarding & Facilities',
        description: 'Stewards, kitchen cleaners and facility crew who keep large operations running.',
        positions: ['Steward', 'Kitchen Cleaner', 'Facility Attendant'],
        experienceLevel: { label: 'Experience', value: '0–3 years' },
        salaryRange: { label: 'Salary range', value: 'AED 1,500 – 2,500 / month' },
      },
    ],
  },
  supportServicesSection: {
    title: 'Support services',
    subtitle: 'What happens between “you’re hired” and the first shift.',
    services: [
      {
        icon: 'file-check',
        title: 'Documentation',
        description: 'We prepare and verify every document both governments require.',
        features: [
          { text: 'Contract verification' },
          { text: 'Certificate attestation' },
          { text: 'Medical appointments' },
        ],
      },
      {
        icon: 'graduation-cap',
        title: 'Training and orientation',
        description: 'Short refresher courses and a pre-departure orientation on life and work in the UAE.',
        features: [{ text: 'Service standards refresher' }, { text: 'UAE culture and labour law briefing' }],
      },
      {
        icon: 'plane',
        title: 'Travel and arrival',
        description: 'Flights, airport pick-up and a first-week welfare call, arranged with the employer.',
        features: [{ text: 'Flight booking' }, { text: 'Airport meet and greet' }, { text: 'Welfare check-ins' }],
      },
    ],
  },
  ctaSection: {
    title: 'Let’s talk about your next hire — or your next job',
    description: 'Candidates apply online in minutes. Employers get a shortlist within two weeks.',
    buttons: [
      { text: 'Browse jobs', link: '/candidates' },
      { text: 'Hire talent', link: '/employers' },
    ],
  },
  statistics: [
    { value: '4,800+', label: 'Professionals deployed' },
    { value: '120+', label: 'Employer partners' },
    { value: '96%', label: 'Complete their first contract' },
    { value: '17 years', label: 'In hospitality recruitment' },
  ],
};
