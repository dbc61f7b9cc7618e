import type { AboutUsContent, CertificatesContent } from '@contracts/content';
import type { Authored } from '../../lib/with-ids';

export const aboutUs: Authored<AboutUsContent> = {
  heroSection: {
    tag: 'About us',
    title: 'Connecting Filipino talent with UAE hospitality since 2009',
    description:
      'A licensed recruitment agency with offices in Manila and Dubai, built by people who have worked in hotels and restaurants themselves.',
    backgroundImage: 'page-hero-gold.svg',
  },
  ourStorySection: {
    title: 'Our story',
    content:
      'We started with a small team placing room attendants for a single Dubai hotel. Seventeen years later we recruit for more than 120 hotels, restaurants and facility operators across the Emirates. What has not changed is how we work: we meet every candidate, we read every contract, and we stay in touch after people arrive.',
    statistics: [
      { value: '2009', label: 'Founded in Manila' },
      { value: '4,800+', label: 'Professionals deployed' },
      { value: '2', label: 'Offices: Manila and Dubai' },
    ],
    image: { url: 'about-team-manila.svg', alt: 'Our recruitment team in Manila and Dubai' },
    highlightCard: { year: '17', label: 'Years of ethical recruitment' },
  },
  missionVisionSection: {
    mission: {
      icon: 'target',
      title: 'Our mission',
      description:
        'To place Filipino hospitality professionals in safe, fair and rewarding jobs, and to give UAE employers teams they can build on.',
    },
    vision: {
      icon: 'eye',
      title: 'Our vision',
      description: 'To be the most trusted bridge between Filipino hospitality talent and the Gulf’s best employers.',
    },
  },
  coreValuesSection: {
    title: 'Our core values',
    subtitle: 'The promises behind every placement.',
    values: [
      {
        icon: 'shield-check',
        title: 'Integrity',
        description: 'No hidden fees, no contract substitution, no shortcuts.',
      },
      { icon: 'heart', title: 'Malasakit', description: 'We care for candidates as we would for our own family.' },
      { icon: 'star', title: 'Excellence', description: 'We put forward only people we would hire ourselves.' },
      { icon: 'handshake', title: 'Partnership', description: 'We measure success by how long placements last.' },
    ],
  },
  leadershipSection: {
    title: 'Leadership team',
    subtitle: 'Experienced hoteliers and recruiters in Manila and Dubai.',
    teamMembers: [
      {
        photo: 'avatar-1.svg',
        name: 'Maria Consuelo Reyes',
        position: 'Founder & Managing Director',
        bio: 'Former executive housekeeper at two Dubai resorts; founded the agency in 2009.',
      },
      {
        photo: 'avatar-2.svg',
        name: 'Rafael Dimaculangan',
        position: 'Head of Recruitment, Manila',
        bio: 'Leads sourcing, assessment and trade testing for culinary and F&B roles.',
      },
      {
        photo: 'avatar-3.svg',
        name: 'Aisha Al Mansoori',
        position: 'Client Relations Director, Dubai',
        bio: 'Manages partnerships with hotel groups and restaurant brands across the UAE.',
      },
      {
        photo: 'avatar-4.svg',
        name: 'Joseph Villanueva',
        position: 'Compliance & Welfare Manager',
        bio: 'Oversees contracts, licensing and post-arrival welfare for every deployed worker.',
      },
    ],
  },
};

export const certificates: Authored<CertificatesContent> = {
  title: 'Licences and accreditations',
  description: 'We are licensed and audited in both the Philippines and the UAE.',
  certificates: [
    {
      icon: 'award',
      name: 'DMW Licensed Agency',
      description: 'Department of Migrant Workers licence for overseas land-based recruitment.',
    },
    {
      icon: 'shield-check',
      name: 'UAE MOHRE Registered',
      description: 'Registered recruitment partner under the UAE Ministry of Human Resources.',
    },
    {
      icon: 'badge-check',
      name: 'ISO 9001:2015',
      description: 'Certified quality management for recruitment and deployment.',
    },
    {
      icon: 'star',
      name: 'Ethical Recruitment Pledge',
      description: 'Committed to the employer-pays principle and fair contracts.',
    },
  ],
};
