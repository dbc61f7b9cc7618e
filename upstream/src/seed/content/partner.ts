import type { PartnerContent } from '@contracts/content';
import type { Authored } from '../../lib/with-ids';

export const partner: Authored<PartnerContent> = {
  heroSection: {
    tag: 'Our partners',
    title: 'Trusted by leading UAE hotels and restaurants',
    description:
      'We recruit for international hotel brands, independent resorts, restaurant groups and facility operators.',
    backgroundImage: 'page-hero-gold.svg',
  },
  ourPartnerSection: {
    title: 'Where our professionals work',
    subtitle: 'A selection of the properties we recruit for.',
    categories: [
      {
        icon: 'hotel',
        category: 'Hotels & Resorts',
        subTitle: '4- and 5-star properties across the Emirates',
        places: [
          {
            image: 'partner-1.svg',
            badge: 'Since 2012',
            name: 'Marina Pearl Resort',
            location: 'Dubai Marina, Dubai',
            professionals: '210 professionals',
            description: '',
          },
          {
            image: 'partner-3.svg',
            badge: null,
            name: 'Palm Crest Hotel',
            location: 'Palm Jumeirah, Dubai',
            professionals: '85 professionals',
            description: 'Opening team partner',
          },
          {
            image: 'partner-6.svg',
            badge: 'New',
            name: 'Oasis Suites',
            location: 'Al Majaz, Sharjah',
            professionals: '40 professionals',
            description: '',
          },
        ],
      },
      {
        icon: 'utensils',
        category: 'Restaurants & Dining',
        subTitle: 'Fine dining, casual dining and café brands',
        places: [
          {
            image: 'partner-5.svg',
            badge: 'Top partner',
            name: 'Saffron Table Group',
            location: 'Saadiyat Island, Abu Dhabi',
            professionals: '64 professionals',
            description: '',
          },
          {
            image: 'partner-2.svg',
            badge: null,
            name: 'Desert Rose Dining',
            location: 'Downtown, Dubai',
            professionals: '28 professionals',
            description: 'Fine dining partner',
          },
        ],
      },
      {
        icon: 'building',
        category: 'Facilities & Catering',
        subTitle: 'Large-scale operations, events and catering',
        places: [
          {
            image: 'partner-4.svg',
            badge: null,
            name: 'Harbour Lights Catering',
            location: 'Mussafah, Abu Dhabi',
            professionals: '120 professionals',
            description: '',
          },
        ],
      },
    ],
  },
  becomeOurPartnerSection: {
    title: 'Become our partner',
    description:
      'Join the employers who build their hospitality teams with us. We will set up a hiring plan around your calendar.',
    currentPartners: '120+',
    successfulPlacements: '4,800+',
    partnerSatisfaction: '98%',
    smallDescription: 'No fees until you hire. Replacement guarantee on every placement.',
    email: 'partners@bayanihangulf.example',
    phone: '+971 4 555 0142',
  },
};
