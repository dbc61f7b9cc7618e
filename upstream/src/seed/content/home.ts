import type { HomeContent } from '@contracts/content';
import type { Authored } from '../../lib/with-ids';

export const home: Authored<HomeContent> = {
  heroSection: {
    title: 'Your hospitality career in the UAE starts here',
    subtitle:
      'We match skilled Filipino hotel, restaurant and housekeeping professionals with trusted employers in Dubai, Abu Dhabi and across the Emirates — with fair, transparent and fully licensed deployment.',
    applyButtonText: 'Apply Now',
    stats: [
      { title: '4,800+', description: 'Professionals deployed since 2009', icon: 'users' },
      { title: '120+', description: 'Hotel and restaurant partners in the UAE', icon: 'building' },
      { title: '45 days', description: 'Average time from interview to deployment', icon: 'clock' },
    ],
  },
  quickStatsSection: {
    title: 'Why candidates and employers choose us',
    stats: [
      {
        title: 'Zero placement fee',
        subTitle: 'For candidates',
        description:
          'In line with Philippine rules for household and hospitality workers, candidates never pay us a placement fee. Employers cover recruitment costs.',
        button: { text: 'See open jobs', link: '/candidates' },
      },
      {
        title: 'Pre-screened talent',
        subTitle: 'For employers',
        description:
          'Every shortlisted candidate has passed a skills assessment, an English interview and a background check before you meet them.',
        button: { text: 'Hire talent', link: '/employers' },
      },
      {
        title: 'End-to-end support',
        subTitle: 'From application to arrival',
        description:
          'Documents, medicals, visa processing, pre-departure orientation and airport pick-up: our team handles each step with you.',
        button: null,
      },
    ],
  },
  threeColumnSection: {
    title: 'Built for hospitality',
    columns: [
      {
        title: 'Hotels and resorts',
        description:
          'Front office, housekeeping, guest relations, spa and recreation teams for 4- and 5-star properties.',
        icon: 'hotel',
      },
      {
        title: 'Restaurants and cafés',
        description:
          'Waiters, baristas, hosts, commis and chefs de partie for fine dining, casual dining and quick service.',
        icon: 'utensils',
      },
      {
        title: 'Facilities and catering',
        description: 'Stewarding, laundry, room attendants and catering crew for large venues, airlines and events.',
        icon: 'sparkles',
      },
    ],
  },
  globalHospitalityContentSections: [
    {
      title: 'World-class Filipino hospitality',
      content:
        'Filipino professionals are known across the Gulf for warm service, strong English and a work ethic that guests remember. We help them turn that reputation into a stable, well-paid career abroad, with contracts verified before anyone boards a plane.',
    },
  ],
  localContentSections: [
    {
      title: 'Local knowledge in both countries',
      description:
        'Our recruiters work from Manila and Dubai, so we understand both the candidate’s journey and the employer’s expectations.',
      cards: [
        {
          title: 'Manila office',
          description: 'Interviews, trade tests, document processing and pre-departure orientation.',
        },
        {
          title: 'Dubai office',
          description: 'Employer relations, on-arrival support and welfare check-ins during the first months.',
        },
        {
          title: 'Licensed and accredited',
          description: 'Licensed by the Department of Migrant Workers and registered with the UAE authorities.',
        },
      ],
    },
  ],
  recruitmentServicesSection: {
    title: 'Recruitment services',
    subtitle: 'Everything needed to bring the right people to the right property, done properly.',
    services: [
      {
        icon: 'search',
        title: 'Sourcing and screening',
        description:
          'We advertise, interview and shortlist from a pool of more than 30,000 registered hospitality candidates.',
        features: [{ text: 'Video introductions for every applicant' }, { text: 'English and trade assessments' }],
      },
      {
        icon: 'file-check',
        title: 'Documentation and visas',
        description: 'Contracts, medicals, attestation and visa processing handled by one accountable team.',
        features: [{ text: 'Contract verification' }, { text: 'Visa and work permit processing' }],
      },
      {
        icon: 'plane',
        title: 'Deployment and aftercare',
        description: 'Pre-departure orientation, flights, airport pick-up and check-ins after arrival.',
        features: [{ text: 'Pre-departure orientation seminar' }, { text: '90-day welfare follow-up' }],
      },
    ],
    ctaButton: { text: 'Explore our services', link: '/services' },
    processSteps: [
      {
        stepNumber: 1,
        title: 'Apply online',
        description: 'Choose a job, upload your resume and record a 2-minute video.',
      },
      {
        stepNumber: 2,
        title: 'Interview and assessment',
        description: 'Meet our recruiters and the employer, online or in Manila.',
      },
      {
        stepNumber: 3,
        title: 'Offer and documents',
        description: 'Sign a verified contract; we guide you through medicals and papers.',
      },
      {
        stepNumber: 4,
        title: 'Fly to the UAE',
        description: 'Attend orientation, receive your visa and start your new role.',
      },
    ],
  },
  trustedPartnerSection: {
    tag: 'Trusted partner',
    title: 'A recruitment partner UAE hotels rely on',
    subtitle:
      'Long-term relationships with hotel groups, restaurant brands and facility operators across the Emirates.',
    benefits: [
      {
        icon: 'shield-check',
        tag: 'Compliance',
        title: 'Fully licensed',
        description: 'Ethical recruitment that follows Philippine and UAE labour rules at every step.',
      },
      {
        icon: 'badge-check',
        tag: 'Quality',
        title: 'Replacement guarantee',
        description: 'If a placement does not work out within the probation period, we find a replacement at no cost.',
      },
      {
        icon: 'handshake',
        tag: 'Partnership',
        title: 'Dedicated account manager',
        description: 'One contact who knows your property, your standards and your hiring calendar.',
      },
    ],
  },
  guaranteedExperienceSection: {
    title: 'The experience we guarantee',
    subtitle: 'For candidates and employers alike.',
    features: [
      { icon: 'check', title: 'Transparent costs and contracts' },
      { icon: 'check', title: 'Updates at every stage of the process' },
      { icon: 'check', title: 'Support after arrival in the UAE' },
      { icon: 'check', title: 'Candidates prepared for Gulf service standards' },
    ],
  },
  finalCtaSection: {
    title: 'Ready for your next step?',
    subtitle: 'Browse current openings in Dubai, Abu Dhabi and Sharjah, or tell us about the team you need to build.',
  },
};
