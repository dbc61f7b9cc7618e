import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@contracts/auth/accounts';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { multipart, samplePdf, samplePng } from '../../helpers/files';

let ctx: TestContext;
let businessTypes: { _id: string; name: string }[];

beforeAll(async () => {
  ctx = await buildTestApp();
  businessTypes = (await ctx.app.inject({ method: 'GET', url: '/api/business-type' })).json().data;
});
afterAll(() => ctx.close());

const update = (account: TestAccount, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', payload, headers: account.auth });

async function uploadPicture(account: TestAccount, content = samplePng) {
  const body = multipart('image', 'me.png', 'image/png', content);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/resume-image',
    payload: body.payload,
    headers: { ...body.headers, ...account.auth },
  });
  return res.json().data.path as string;
}

describe('profile', () => {
  it('updates a candidate’s name, phone, country and picture, and ignores company fields', async () => {
    const candidate = await createAccount(ctx, 'User');
    const image = await uploadPicture(candidate);
    const res = await update(candidate, {
      name: 'Maria Clara Santos',
      phone: '09179998888',
      country: 'Philippines',
      image,
      companyName: 'X',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully!');
    const profile = userSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: candidate.auth })).json().data,
    );
    expect(profile).toMatchObject({
      name: 'Maria Clara Santos',
      phone: '09179998888',
      country: 'Philippines',
      image,
      companyName: '',
    });

    expect(
      (
        await update(candidate, {
          name: 'Maria Clara Santos',
          phone: '09179998888',
          country: 'Philippines',
          image: null,
        })
      ).json().data.image,
    ).toBeNull();
  });

  it('requires an employer’s company name and business type', async () => {
    const employer = await createAccount(ctx, 'Employer');
    const missing = await update(employer, {
      name: 'Leila Haddad',
      phone: '97125550100',
      country: 'United Arab Emirates',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      companyName: 'Company name is required',
      businessType: 'Business type is required',
    });

    const ok = await update(employer, {
      name: 'Leila Haddad',
      phone: '97125550100',
      country: 'United Arab Emirates',
      companyName: 'Saffron Table Group',
      businessType: businessTypes[1]!._id,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ companyName: 'Saffron Table Group', businessType: businessTypes[1] });
  });

  it('refuses a picture the user did not upload, or a resume used as a picture, and changes nothing', async () => {
    const owner = await createAccount(ctx, 'User');
    const other = await createAccount(ctx, 'User');
    const theirs = await uploadPicture(owner);
    const resumeBody = multipart('image', 'cv.pdf', 'application/pdf', samplePdf);
    const resume = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/upload/resume-image',
        payload: resumeBody.payload,
        headers: { ...resumeBody.headers, ...other.auth },
      })
    ).json().data.path;
    for (const image of [theirs, resume]) {
      const res = await update(other, { name: 'Changed Name', phone: '09170000000', country: 'Philippines', image });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ image: 'Please upload the picture again.' });
    }
    const profile = (await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: other.auth })).json()
      .data;
    expect(profile.name).toBe('Test User');
  });

  it('checks the fields with the profile rules', async () => {
    const candidate = await createAccount(ctx, 'User');
    const res = await update(candidate, { name: 'M', phone: 'abc', country: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Full Name must be at least 2 characters',
      phone: 'Phone must be 7–15 digits',
      country: 'Country is required',
    });
  });
});
