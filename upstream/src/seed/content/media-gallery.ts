import type { MediaGalleryContent } from '@contracts/content';
import type { Authored } from '../../lib/with-ids';

export const mediaGallery: Authored<MediaGalleryContent> = {
  heroSection: {
    tag: 'Media gallery',
    title: 'Moments from training rooms to hotel lobbies',
    description: 'Trade tests, orientation seminars, deployment days and our people at work across the UAE.',
    backgroundImage: 'page-hero-gold.svg',
  },
  statisticsCards: [
    { icon: 'users', number: '4,800+', title: 'Professionals deployed' },
    { icon: 'graduation-cap', number: '350+', title: 'Orientation seminars held' },
    { icon: 'building', number: '120+', title: 'Partner properties' },
    { icon: 'globe', number: '7', title: 'Emirates served' },
  ],
  mediaGallery: [
    {
      category: 'Training & assessment',
      medias: [
        {
          image: 'gallery-training-kitchen.svg',
          tag: 'Culinary',
          message: 'Trade test for commis and demi chefs in our Manila training kitchen.',
        },
        {
          image: 'gallery-restaurant-service.svg',
          tag: 'F&B',
          message: 'Table service practical exam for restaurant staff.',
        },
        {
          image: 'gallery-housekeeping-suite.svg',
          tag: 'Housekeeping',
          message: 'Suite preparation assessment to 5-star standards.',
        },
      ],
    },
    {
      category: 'Orientation & deployment',
      medias: [
        {
          image: 'gallery-orientation.svg',
          tag: 'Orientation',
          message: 'Pre-departure orientation on UAE life, culture and labour law.',
        },
        {
          image: 'gallery-deployment-day.svg',
          tag: 'Deployment',
          message: 'A batch of 32 professionals leaving for Dubai.',
        },
        {
          image: 'gallery-front-office.svg',
          tag: 'On the job',
          message: 'Front office team settled in at a partner hotel in Abu Dhabi.',
        },
      ],
    },
  ],
  successStoryCTA: {
    title: 'Success stories',
    description: 'Every deployment is a story. Here are a few recent ones.',
    cards: [
      { title: 'Opening team of 85 for a Palm Jumeirah resort', date: 'March 2026', location: 'Dubai' },
      { title: '24 chefs for a new Asian dining group', date: 'June 2026', location: 'Abu Dhabi' },
      { title: 'Housekeeping team of 40 for a heritage hotel', date: 'September 2026', location: 'Sharjah' },
    ],
  },
};
