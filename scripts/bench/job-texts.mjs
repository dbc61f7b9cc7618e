// Realistic, varied job openings for the bench: titles, companies, salary ranges and HTML bodies of a
// few KB, as an agency's staff would write them. Deterministic (seeded), so two runs send the same data.

const roles = [
  ['Waiter', 'restaurant'],
  ['Waitress', 'restaurant'],
  ['Commis Chef', 'kitchen'],
  ['Chef de Partie', 'kitchen'],
  ['Demi Chef de Partie', 'kitchen'],
  ['Pastry Chef', 'kitchen'],
  ['Kitchen Steward', 'kitchen'],
  ['Barista', 'restaurant'],
  ['Bartender', 'restaurant'],
  ['Host / Hostess', 'restaurant'],
  ['Room Attendant', 'housekeeping'],
  ['Housekeeping Supervisor', 'housekeeping'],
  ['Public Area Attendant', 'housekeeping'],
  ['Laundry Attendant', 'housekeeping'],
  ['Front Desk Agent', 'front office'],
  ['Guest Relations Officer', 'front office'],
  ['Bellman', 'front office'],
  ['Concierge Agent', 'front office'],
  ['Spa Therapist', 'spa'],
  ['Lifeguard', 'recreation'],
];
const seniority = ['', '', '', 'Senior ', 'Junior ', 'Lead '];
const brands = [
  'Al Noor',
  'Palm Crescent',
  'Desert Rose',
  'Marina Pearl',
  'Golden Dunes',
  'Corniche Bay',
  'Falcon Heights',
];
const kinds = ['Grand Hotel', 'Resort & Spa', 'Suites', 'Beach Club', 'Hotel & Residences', 'Restaurant Group'];
const cuisines = ['Mediterranean', 'Pan-Asian', 'Filipino fusion', 'Levantine', 'Italian', 'steakhouse', 'seafood'];
const tags = ['Immediate', 'Urgent', 'High Demand', 'Multiple Openings'];
const perks = [
  'Shared staff accommodation close to the property, with transport to and from work',
  'Three duty meals a day in the staff cafeteria',
  'Annual return air ticket to Manila after each year of service',
  '30 days of paid annual leave and paid public holidays',
  'Medical insurance from the first day, as UAE labour law requires',
  'Employment visa, Emirates ID and medical test paid by the employer',
  'End-of-service gratuity in line with the UAE Labour Law',
  'Service charge shared monthly on top of the basic salary',
  'Uniforms provided and laundered by the hotel',
  'Paid training with the group academy and a clear path to promotion',
];
const duties = {
  restaurant: [
    'Greet guests warmly, present the menu and explain the dishes and drinks of the day',
    'Take orders accurately on the point-of-sale system and serve food and beverages to standard',
    'Know the allergens of every dish and tell the kitchen about each guest’s dietary needs',
    'Set up and clear tables quickly during busy breakfast, lunch and dinner services',
    'Suggest pairings and upsell specials without pressing the guest',
    'Handle guest feedback politely and report complaints to the supervisor at once',
    'Keep the side stations clean, stocked and ready for the next service',
  ],
  kitchen: [
    'Prepare mise en place for the section before each service, following the recipe cards',
    'Cook and plate dishes to the chef’s standard, on time and at the right temperature',
    'Label, date and store food correctly; rotate stock first in, first out',
    'Follow HACCP and Dubai Municipality food safety rules at every step',
    'Keep the section, equipment and walk-in chillers spotless and organised',
    'Support colleagues on other sections during banquets and busy weekends',
    'Report equipment faults and shortages of ingredients to the sous chef',
  ],
  housekeeping: [
    'Clean and prepare 14 to 16 guest rooms a shift to the brand’s checklist',
    'Make beds, replace linen and towels, and restock amenities and minibars',
    'Report maintenance issues and lost-and-found items through the housekeeping app',
    'Respect guests’ privacy and the Do Not Disturb requests at all times',
    'Use cleaning chemicals safely and store them as the safety data sheets say',
    'Help with deep cleaning projects and turn-down service in the evening',
    'Keep trolleys and linen rooms tidy and stocked for the next shift',
  ],
  'front office': [
    'Check guests in and out quickly and accurately on the property management system',
    'Answer guests’ questions about the hotel, the city and its attractions',
    'Handle reservations, room changes and special requests by phone and email',
    'Process payments, deposits and city tax, and balance the cash float at the end of the shift',
    'Coordinate with housekeeping and engineering so rooms are ready on time',
    'Welcome VIP and returning guests and note their preferences in their profile',
    'Handle complaints calmly and follow them up until the guest is satisfied',
  ],
  spa: [
    'Give massages and body treatments from the spa menu to a five-star standard',
    'Consult each guest about health conditions before the treatment',
    'Keep treatment rooms clean, warm and prepared between appointments',
    'Recommend retail products and further treatments to guests',
    'Follow hygiene rules for linen, tools and oils',
    'Help at the spa reception when the schedule allows',
  ],
  recreation: [
    'Watch over the pools and the beach during opening hours and respond to emergencies',
    'Check water quality and safety equipment at the start of every shift',
    'Enforce pool rules politely, especially for children and non-swimmers',
    'Set up sun loungers, towels and umbrellas for guests',
    'Give first aid and write incident reports when needed',
    'Help run aqua aerobics and children’s activities',
  ],
};
const requirements = [
  'At least 2 years of experience in a similar role in a hotel or restaurant',
  'Good spoken and written English; Arabic is an advantage',
  'High school diploma; a hospitality certificate (TESDA NC II) is preferred',
  'Physically fit and able to stand and walk for a full shift',
  'Willing to work shifts, weekends and public holidays',
  'A valid passport with at least 12 months of validity',
  'Previous Gulf (GCC) experience is an advantage but not required',
];

/** A small seeded pseudo-random generator (mulberry32), so every run creates the same openings. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const some = (rand, list, n) => [...list].sort(() => rand() - 0.5).slice(0, n);
const ul = (items) => `<ul>${items.map((item) => `<li>${item}.</li>`).join('')}</ul>`;

/** The salary band ('AED 2,000 – 3,000') that holds a monthly salary, if the upstream has one. */
function bandOf(bands, salary) {
  return bands.find((band) => {
    const [low = 0, high = Infinity] = (band.name.match(/[\d,]+/g) ?? []).map((n) => Number(n.replaceAll(',', '')));
    return salary >= low && salary < high;
  });
}

/**
 * The body of POST /api/admin/job-openings for the n-th bench opening. `lookups` holds the upstream's
 * position, location and salary-budget lists, so the opening uses real ids.
 */
export function benchJob(n, lookups) {
  const rand = random(n + 1);
  const [role, area] = pick(rand, roles);
  const title = `${pick(rand, seniority)}${role}`;
  const company = `${pick(rand, brands)} ${pick(rand, kinds)}`;
  const locations = some(rand, lookups.locations, 1 + Math.floor(rand() * 2));
  const city = locations.map((l) => l.name).join(' and ');
  const salaryMin = 1800 + Math.floor(rand() * 20) * 100;
  const salaryMax = salaryMin + 400 + Math.floor(rand() * 10) * 100;
  const cuisine = pick(rand, cuisines);
  const openings = 2 + Math.floor(rand() * 18);
  const description = [
    `<p><strong>${company}</strong> in ${city} is hiring ${openings} people as ${title} for its ${area} team. `,
    `The property has ${150 + Math.floor(rand() * 500)} rooms and ${2 + Math.floor(rand() * 8)} outlets, `,
    `among them a ${cuisine} restaurant that serves ${200 + Math.floor(rand() * 600)} covers a day.</p>`,
    `<p>Most of our guests are families and business travellers from Europe, India and the Gulf, and `,
    `${40 + Math.floor(rand() * 50)}% of them come back every year. We are proud of our scores on guest `,
    `reviews, and we know they come from the team: we promote from within, and ${2 + Math.floor(rand() * 6)} `,
    `of our current supervisors joined us through Bayanihan Gulf.</p>`,
    `<p>You will join a team of ${20 + Math.floor(rand() * 80)} colleagues from more than 30 countries, `,
    `many of them from the Philippines, under a department head who started as a ${role.toLowerCase()} herself. `,
    `The working week is 48 hours over six days, with one day off and overtime paid as the UAE Labour Law says.</p>`,
    `<h3>Who we are looking for</h3>`,
    ul(some(rand, requirements, 4 + Math.floor(rand() * 3))),
    `<p>The contract is for two years and can be renewed. Interviews are held online and in Manila; `,
    `successful candidates fly within ${4 + Math.floor(rand() * 8)} weeks of the offer, `,
    `once the employment visa and the medical test are done.</p>`,
    `<p>Salary: AED ${salaryMin.toLocaleString('en')} to ${salaryMax.toLocaleString('en')} a month, `,
    `plus service charge. Bayanihan Gulf never charges candidates a placement fee.</p>`,
  ].join('');
  return {
    title,
    companyName: company,
    icon: 'briefcase',
    tag: pick(rand, tags),
    position: (lookups.positions.find((p) => p.name === role) ?? pick(rand, lookups.positions))?._id ?? null,
    locations: locations.map((l) => l._id),
    salaryBudget: bandOf(lookups.salaryBudgets, salaryMin)?._id ?? null,
    salaryMinAed: salaryMin,
    salaryMaxAed: salaryMax,
    employmentType: rand() < 0.9 ? 'FULL_TIME' : 'TEMPORARY',
    description,
    responsibilities: ul(some(rand, duties[area], 5 + Math.floor(rand() * 2))),
    benefits: ul(some(rand, perks, 5 + Math.floor(rand() * 4))),
    isActive: true,
    // The job order (DMW advertising rules): publishing one needs each of these. Drawn after the
    // texts above, so the texts are the same as before the job order fields were added.
    ...benchJobOrder(rand, n, company, openings),
  };
}

const districts = ['Downtown', 'Marina', 'Al Barsha', 'Deira', 'Corniche', 'Al Reem Island', 'Al Majaz', 'Al Hamra'];

/** A complete job order: one in five with a confidential principal, valid 60 to 180 days from today. */
function benchJobOrder(rand, n, company, openings) {
  const confidential = rand() < 0.2;
  return {
    postingKind: 'JOB_ORDER',
    jobOrderNumber: `DMW-JO-2026-${String(20000 + n)}`,
    principalName: confidential ? null : `${company} LLC`,
    principalConfidential: confidential,
    worksiteCity: pick(rand, districts),
    vacancies: openings,
    contractMonths: 24,
    accommodationProvided: rand() < 0.8,
    foodProvided: rand() < 0.6,
    transportProvided: rand() < 0.7,
    visaProvided: true,
    validThrough: new Date(Date.now() + (60 + Math.floor(rand() * 120)) * 86_400_000).toISOString().slice(0, 10),
  };
}
