/** Approved demo reviews from deployed candidates. */
export const demoTestimonials = [
  {
    name: 'Jerome Bautista',
    position: 'Chef de Partie',
    employer: 'Beach resort, Palm Jumeirah',
    rating: 5,
    iconImage: 'avatar-2.svg',
    testimonial:
      'From my trade test in Manila to my first day in the kitchen, the team explained every step. My contract was exactly what I signed at home, and they still call to check on me.',
  },
  {
    name: 'Angelica Mae Santos',
    position: 'Guest Relations Officer',
    employer: 'City hotel, Downtown Dubai',
    rating: 5,
    iconImage: 'avatar-3.svg',
    testimonial:
      'The video introduction felt strange at first, but the hotel told me it is why they picked me. I paid no placement fee and had a room and transport from the first week.',
  },
  {
    name: 'Mark Anthony Cruz',
    position: 'Barista',
    employer: 'Specialty café group, Abu Dhabi',
    rating: 4,
    iconImage: null,
    testimonial:
      'Processing took a little longer than expected because of my documents, but they kept me updated every week. Now I am training new baristas at our third branch.',
  },
  {
    name: 'Rowena Dela Cruz',
    position: 'Housekeeping Supervisor',
    employer: 'Heritage hotel, Sharjah',
    rating: 5,
    iconImage: 'avatar-6.svg',
    testimonial:
      'I came as a room attendant in 2021 and was promoted to supervisor. The orientation prepared me well for life in the UAE, and the agency helped when my mother was sick at home.',
  },
  {
    name: 'Christian Mendoza',
    position: 'Waiter',
    employer: 'Fine dining restaurant, Dubai Marina',
    rating: 5,
    iconImage: 'avatar-5.svg',
    testimonial:
      'Honest people. They told me the real salary, the real hours and what the restaurant expects. The interview coaching helped me pass on my first try.',
  },
  {
    name: 'Kristine Joy Navarro',
    position: 'Spa Therapist',
    employer: 'Resort spa, Ras Al Khaimah',
    rating: 4,
    iconImage: null,
    testimonial:
      'Good support with my certificates and visa. The resort is beautiful and my colleagues are kind. I would recommend this agency to my friends who want to work abroad.',
  },
];
