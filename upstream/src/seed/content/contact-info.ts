import type { ContactInfoContent } from '@contracts/content';
import type { Authored } from '../../lib/with-ids';

export const contactInfo: Authored<ContactInfoContent> = {
  title: 'Get in touch',
  description:
    'Questions about a job, your application or hiring with us? Our teams in Dubai and Manila answer within one working day.',
  backgroundImage: 'page-hero-gold.svg',
  phoneNumbers: ['+971 4 555 0142', '+63 2 8555 0199'],
  emails: ['hello@bayanihangulf.example', 'careers@bayanihangulf.example'],
  businessHours: ['Monday – Friday: 9:00 AM – 6:00 PM (GST)', 'Saturday: 9:00 AM – 1:00 PM (GST)', 'Sunday: Closed'],
  offices: [
    {
      name: 'Dubai Head Office',
      city: 'Dubai',
      state: 'Dubai',
      country: 'United Arab Emirates',
      phone: '+971 4 555 0142',
      email: 'dubai@bayanihangulf.example',
    },
    {
      name: 'Manila Recruitment Centre',
      city: 'Makati',
      state: 'Metro Manila',
      country: 'Philippines',
      phone: '+63 2 8555 0199',
      email: 'manila@bayanihangulf.example',
    },
  ],
  brochureLink: '',
  emergencySupport: {
    title: 'Emergency support',
    description: 'Deployed with us and need urgent help in the UAE? Call our 24/7 welfare hotline.',
    hotline: '+971 50 555 0911',
  },
};
