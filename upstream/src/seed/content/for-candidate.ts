import type { ForCandidateContent, ForCandidateProcessContent } from '@contracts/content';
import type { Authored } from '../../lib/with-ids';

export const forCandidate: Authored<ForCandidateContent> = {
  heroSection: {
    tag: 'For candidates',
    title: 'Find your next hospitality job in the UAE',
    description:
      'Verified openings with licensed employers in Dubai, Abu Dhabi, Sharjah and the Northern Emirates. Apply with your resume and a short video introduction — it takes about ten minutes.',
    backgroundImage: 'page-hero-gold.svg',
  },
  generalApplicationSection: {
    title: 'Don’t see the right role?',
    description:
      'Send a general application for the position you want. We will contact you when a matching opening comes in.',
    buttonText: 'Submit General Application',
  },
  ctaSection: {
    title: 'We are with you at every step',
    description:
      'No placement fees for candidates, verified contracts and a team in Dubai if you need help after you arrive.',
    statistics: [
      { value: '30,000+', label: 'Registered candidates' },
      { value: '45 days', label: 'Average interview to deployment' },
      { value: 'AED 0', label: 'Placement fee for candidates' },
    ],
  },
};

export const forCandidateProcess: Authored<ForCandidateProcessContent> = {
  title: 'How your application works',
  subtitle: 'Five clear steps from applying online to starting work in the UAE.',
  steps: [
    {
      stepNumber: 1,
      icon: 'file-text',
      title: 'Apply online',
      duration: '10 minutes',
      description:
        'Choose an opening or send a general application with your resume and a 2-minute video introduction.',
      features: [{ text: 'Resume in PDF or Word' }, { text: 'Video recorded in your browser' }],
    },
    {
      stepNumber: 2,
      icon: 'phone',
      title: 'Screening call',
      duration: '3–5 days',
      description: 'A recruiter reviews your profile and calls you to talk about your experience and expectations.',
      features: [{ text: 'English conversation' }, { text: 'Salary and location preferences' }],
    },
    {
      stepNumber: 3,
      icon: 'users',
      title: 'Employer interview',
      duration: '1–2 weeks',
      description: 'Meet the employer online or at our Manila office; some roles include a practical trade test.',
      features: [{ text: 'Interview coaching beforehand' }, { text: 'Trade test for culinary roles' }],
    },
    {
      stepNumber: 4,
      icon: 'file-check',
      title: 'Offer and documents',
      duration: '2–4 weeks',
      description: 'Sign a verified contract, complete your medical exam and we process your visa.',
      features: [{ text: 'Contract explained in full' }, { text: 'Visa processing by our team' }],
    },
    {
      stepNumber: 5,
      icon: 'plane',
      title: 'Deployment',
      duration: '1 week',
      description: 'Attend the pre-departure orientation, fly to the UAE and get picked up at the airport.',
      features: [{ text: 'Orientation seminar' }, { text: 'Airport pick-up and welfare check-ins' }],
    },
  ],
};
