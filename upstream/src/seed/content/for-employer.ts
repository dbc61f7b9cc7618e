import type { ForEmployerContent, ForEmployerProcessContent, OurPartnersSayContent } from '@contracts/content';
import type { Authored } from '../../lib/with-ids';

export const forEmployer: Authored<ForEmployerContent> = {
  heroSection: {
    tag: 'For employers',
    title: 'Hire pre-screened Filipino hospitality professionals',
    description:
      'Tell us the roles you need. Within two weeks you receive a shortlist with resumes, video introductions and assessment results.',
    backgroundImage: 'page-hero-gold.svg',
    buttonText: 'Start Hiring Process',
  },
  helpCard: {
    title: 'Need help planning your hiring?',
    description: 'Our Dubai team can advise on salary benchmarks, visa timelines and opening-team staffing plans.',
    phone: '+971 4 555 0142',
    email: 'employers@bayanihangulf.example',
  },
  recordCard: {
    title: 'Our track record',
    statistics: [
      { value: '120+', label: 'Employer partners' },
      { value: '14 days', label: 'Average time to shortlist' },
      { value: '96%', label: 'Complete their first contract' },
    ],
    note: 'Figures from placements made between 2022 and 2026.',
  },
  provenResultsSection: {
    title: 'Proven results',
    subtitle: 'What our partners see after working with us.',
    statistics: [
      { value: '4,800+', label: 'Placements' },
      { value: '38%', label: 'Lower first-year turnover' },
      { value: '4.8/5', label: 'Partner satisfaction' },
    ],
  },
  whyChooseSection: {
    title: 'Why employers choose us',
    subtitle: 'Hospitality specialists, not generalists.',
    features: [
      {
        title: 'Assessed before you meet them',
        badge: 'Quality',
        description: 'English interview, trade test and reference checks on every shortlisted candidate.',
        icon: 'badge-check',
      },
      {
        title: 'Video introductions',
        badge: 'Speed',
        description: 'See and hear each candidate before you schedule an interview.',
        icon: 'video',
      },
      {
        title: 'Compliant and ethical',
        badge: 'Trust',
        description: 'Licensed in both countries; employer-pays model with transparent fees.',
        icon: 'shield-check',
      },
      {
        title: 'Replacement guarantee',
        badge: 'Peace of mind',
        description: 'Free replacement if a placement leaves during the probation period.',
        icon: 'refresh',
      },
    ],
  },
  supportServicesSection: {
    title: 'Support for your team',
    subtitle: 'We stay involved after deployment.',
    services: [
      {
        icon: 'graduation-cap',
        title: 'Pre-arrival training',
        description: 'Service standards and brand refreshers tailored to your property.',
        features: [{ text: 'Custom modules on request' }],
      },
      {
        icon: 'heart',
        title: 'Welfare check-ins',
        description: 'Regular calls in the first 90 days help new staff settle in and stay.',
        features: [{ text: 'Issues raised early, confidentially' }],
      },
    ],
  },
  expectedTimelineSection: {
    title: 'Expected timeline',
    items: [
      { duration: 'Week 1–2', label: 'Shortlist with videos', icon: 'users' },
      { duration: 'Week 3', label: 'Interviews and trade tests', icon: 'clipboard' },
      { duration: 'Week 4–6', label: 'Visa and documents', icon: 'file-check' },
      { duration: 'ready', label: 'Staff arrive ready to work', icon: 'plane' },
    ],
  },
};

export const forEmployerProcess: Authored<ForEmployerProcessContent> = {
  tag: 'Hiring process',
  title: 'How hiring with us works',
  subtitle: 'A clear process with one accountable contact.',
  steps: [
    {
      stepNumber: 1,
      icon: 'message',
      title: 'Share your requirements',
      duration: 'Day 1',
      description: 'Send an inquiry with the roles, numbers, salary budget and start date.',
      features: [{ text: 'Call with your account manager' }],
    },
    {
      stepNumber: 2,
      icon: 'search',
      title: 'Sourcing and assessment',
      duration: '1–2 weeks',
      description: 'We source, interview and test candidates against your standards.',
      features: [{ text: 'English and trade tests' }, { text: 'Background and reference checks' }],
    },
    {
      stepNumber: 3,
      icon: 'users',
      title: 'Shortlist and interviews',
      duration: '1 week',
      description: 'Review resumes and video introductions, then interview online or in Manila.',
      features: [{ text: 'Interview scheduling handled for you' }],
    },
    {
      stepNumber: 4,
      icon: 'plane',
      title: 'Visa and deployment',
      duration: '2–4 weeks',
      description: 'We process documents and visas and coordinate flights and arrival.',
      features: [{ text: 'Status updates every week' }],
    },
  ],
};

export const ourPartnersSay: Authored<OurPartnersSayContent> = {
  title: 'What our partners say',
  subtitle: 'Hotel and restaurant leaders who hire with us.',
  testimonials: [
    {
      rating: 5,
      partnerName: 'Marina Pearl Resort, Dubai',
      quote:
        'The housekeeping team they sent for our pre-opening was ready from day one. Turnover in the first year was the lowest we have had.',
      contactName: 'Daniel Hoffmann',
      contactTitle: 'Director of Rooms',
    },
    {
      rating: 5,
      partnerName: 'Saffron Table Group, Abu Dhabi',
      quote: 'Video introductions save us hours. We only interview people we already know will fit our service style.',
      contactName: 'Leila Haddad',
      contactTitle: 'Group HR Manager',
    },
    {
      rating: 4,
      partnerName: 'Oasis Suites, Sharjah',
      quote: 'Clear timelines and honest advice on salaries. They told us what was realistic and delivered on it.',
      contactName: 'Imran Qureshi',
      contactTitle: 'General Manager',
    },
  ],
};
