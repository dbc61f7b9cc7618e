import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/accounts';
import { isoDaysFromNow, validApplication } from './helpers/application';
import { buildTestApp, type TestContext } from './helpers/build-test-app';

// Every validation message of the spec, as the API answers it under `errors[field]` with a 400.
let ctx: TestContext;
let candidate: TestAccount;
let employer: TestAccount;
let application: Record<string, unknown>;
let inquiry: Record<string, unknown>;

const uuid = '00000000-0000-4000-8000-000000000001';
/** What a single-line field (a name, a title) answers to a line break, a tab or another control character. */
const singleLine = 'Please remove line breaks, tabs and other control characters.';
const long = (n: number) => 'a'.repeat(n);

beforeAll(async () => {
  ctx = await buildTestApp();
  candidate = await createAccount(ctx, 'User');
  employer = await createAccount(ctx, 'Employer');
  application = await validApplication(ctx, candidate);
  inquiry = {
    companyName: 'Marina Pearl Resort',
    businessType: uuid,
    positions: [uuid],
    contactPerson: 'Daniel Hoffmann',
    email: 'hr@marinapearl.example',
    phone: '97145550100',
    location: uuid,
    notes: '',
    totalPositions: 4,
    hiringUrgency: uuid,
    salaryBudget: uuid,
  };
});
afterAll(() => ctx.close());

type Case = [field: string, value: unknown, message: string];

async function expectMessage(url: string, body: Record<string, unknown>, [field, value, message]: Case, headers = {}) {
  const payload = { ...body };
  if (value === undefined) delete payload[field];
  else payload[field] = value;
  const res = await ctx.app.inject({
    method: url.startsWith('PUT ') ? 'PUT' : 'POST',
    url: url.replace(/^PUT /, ''),
    payload,
    headers,
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().errors?.[field]).toBe(message);
}

const registration = {
  userType: 'User',
  name: 'Maria Santos',
  email: 'maria@example.com',
  phone: '09171234567',
  password: 'Secret123!',
  consent: true,
};

describe('sign-up messages', () => {
  it.each<Case>([
    ['name', '', 'Full Name is required'],
    ['name', '  A ', 'Name must have alteast 2 characters'],
    ['name', long(51), 'Name should be less then 50 characters'],
    ['name', 'Maria\tSantos', singleLine],
    ['email', '', 'Email is required'],
    ['email', 'maria@example', 'Please enter a valid email address'],
    ['email', 'maria..santos@example.com', 'Invalid email format'],
    ['phone', '', 'Phone is required'],
    ['phone', '0917-123', 'Phone must be 7–15 digits'],
    ['phone', '1234567890123456', 'Phone must be 7–15 digits'],
    ['password', '', 'Password is required'],
    [
      'password',
      'password1',
      'Password must be at least 8 characters long and include letters, numbers, and special characters',
    ],
    [
      'password',
      'Pass 123!',
      'Password must be at least 8 characters long and include letters, numbers, and special characters',
    ],
  ])('%s = %j → %s', (...c) => expectMessage('/api/auth/register', registration, c));
});

describe('login messages', () => {
  it.each<Case>([
    ['email', '', 'Email is required'],
    ['email', 'nope', 'Please enter a valid email address'],
    ['password', '', 'Password is required'],
  ])('%s = %j → %s', (...c) => expectMessage('/api/auth/login', { email: 'a@b.co', password: 'x' }, c));
});

describe('testimonial messages', () => {
  const review = { name: 'Maria', position: 'Waitress', employer: 'Hotel', rating: 5, testimonial: long(120) };
  it.each<Case>([
    ['name', '', 'Name is required'],
    ['position', '', 'Position is required'],
    ['employer', '', 'Employer is required'],
    ['employer', 'Hotel\r\nDubai', singleLine],
    ['rating', undefined, 'Rating is required'],
    ['rating', 'five', 'Rating is required'],
    ['rating', 0, 'Rating must be at least 1'],
    ['rating', 6, 'Rating cannot be more than 5'],
    ['testimonial', '', 'Testimonial is required'],
    ['testimonial', long(99), 'Testimonial must be at least 100 characters'],
    ['testimonial', long(251), 'Testimonial cannot exceed 250 characters'],
  ])('%s = %j → %s', (...c) => expectMessage('/api/testimonial', review, c, candidate.auth));
});

describe('job application messages', () => {
  it.each<Case>([
    ['name', '', 'Full Name is required'],
    ['name', 'J', 'Full Name must be at least 2 characters'],
    ['name', long(101), 'Full Name should not exceed 100 characters'],
    ['name', 'Nina Trust\r\nORGANIZER:mailto:evil@attacker.example', singleLine],
    ['name', 'Nina\rTrust', singleLine],
    ['email', '', 'Email is required'],
    ['email', 'juan@', 'Please enter a valid email address'],
    ['phone', '', 'Phone number is required'],
    ['phone', '12345', 'Phone must be 7–15 digits'],
    ['experienceInYears', undefined, 'Experience is required'],
    ['experienceInYears', 'four', 'Experience must be a number'],
    ['experienceInYears', -1, 'Experience cannot be negative'],
    ['experienceInYears', 51, 'Experience seems too high'],
    ['previousJobTitle', long(101), 'Previous job title too long'],
    ['education', '', 'Education level is required'],
    ['englishProficiency', '', 'English proficiency is required'],
    ['passportNumber', '', 'Passport number is required'],
    ['passportNumber', 'AB12', 'Invalid passport number — must be 5–10 letters or digits'],
    ['passportNumber', 'AB-12345', 'Invalid passport number — must be 5–10 letters or digits'],
    ['passportExpiry', '', 'Passport expiry date is required'],
    ['passportExpiry', isoDaysFromNow(-1), 'Passport expiry must be from tomorrow onwards'],
    ['preferredLocation', '', 'Preferred location is required'],
    ['availableToStart', '', 'Availability date is required'],
    ['availableToStart', isoDaysFromNow(-2), 'Availability date cannot be in the past'],
    ['availableToStart', isoDaysFromNow(1000), 'Availability date must be before passport expiry'],
    ['notes', long(501), 'Notes cannot exceed 500 characters'],
    ['resume', '', 'Resume is required'],
    ['video', '', 'Please record a short video introduction.'],
  ])('%s = %j → %s', (...c) => expectMessage('/api/apply-job', application, c, candidate.auth));
});

describe('employer inquiry messages', () => {
  it.each<Case>([
    ['companyName', '', 'Company name is required'],
    ['companyName', 'M', 'Company name must have at least 2 characters'],
    ['companyName', long(101), 'Company name should be less than 100 characters'],
    ['companyName', 'Marina\nPearl', singleLine],
    ['contactPerson', long(51), 'Contact person should be less than 50 characters'],
    ['contactPerson', 'Daniel\u0085Hoffmann', singleLine],
    ['email', 'hr@@x', 'Please enter a valid email address'],
    ['phone', '+971 4 555', 'Phone must be 7–15 digits'],
    ['businessType', '', 'Company type is required'],
    ['positions', [], 'Please select at least one position'],
    ['totalPositions', 'many', 'Number of positions must be a number'],
    ['totalPositions', 0, 'At least 1 position is required'],
  ])('%s = %j → %s', (...c) => expectMessage('/api/employer-inquiry/submit', inquiry, c, employer.auth));
});

describe('reset password message', () => {
  it('explains the password rule', () =>
    expectMessage('PUT /api/auth/reset-password/' + long(43), {}, [
      'newPassword',
      'abc',
      'Password must be at least 8 characters and include letters, numbers, and special characters.',
    ]));
});
