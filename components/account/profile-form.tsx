'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { profileImageRules, type Lookup, type User } from '@/lib/contracts';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';
import { initials } from '@/lib/client/initials';
import { notify } from '@/lib/client/notify';
import { uploadUrl } from '@/lib/client/upload-url';
import { currentUserKey } from '@/lib/client/use-current-user';
import { useLookup } from '@/lib/client/use-lookup';
import { bindFields } from '@/lib/forms/bind-fields';
import { FormError } from '@/components/ui/form-error';
import { employerProfileForm, profileForm, type ProfileFormValues } from './profile-form-schema';

/** The profile, refetched on each visit; employers also edit company name and business type. `signedOut` shows without a session. */
export function ProfileForm({ businessTypes, signedOut }: { businessTypes: Lookup[]; signedOut: ReactNode }) {
  const profile = useQuery({
    queryKey: ['profile'],
    queryFn: async () => (await callEndpoint(api.users.profile)).data,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });

  if (profile.isPending) return <Spinner />;
  if (!profile.data) return signedOut;
  return <ProfileEditor user={profile.data} businessTypes={businessTypes} />;
}

function ProfileEditor({ user, businessTypes: initialBusinessTypes }: { user: User; businessTypes: Lookup[] }) {
  const businessTypes = useLookup('business-type', initialBusinessTypes);
  const queryClient = useQueryClient();
  const isEmployer = user.userType === 'Employer';
  const [image, setImage] = useState<string | null>(user.image);
  const [imageError, setImageError] = useState('');
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver((isEmployer ? employerProfileForm : profileForm).schema),
    mode: 'onChange',
    defaultValues: {
      name: user.name,
      phone: user.phone,
      country: user.country,
      companyName: user.companyName,
      businessType: user.businessType?._id ?? '',
    },
  });
  const { isSubmitting } = form.formState;
  const field = bindFields(form, profileForm.labels);

  const pickImage = async (file: File | undefined) => {
    setImageError('');
    if (!file) return;
    // Some browsers give HEIC photos no type: their name tells.
    const type = file.type || (/\.hei[cf]$/i.test(file.name) ? 'image/heic' : '');
    if (!(profileImageRules.types as readonly string[]).includes(type))
      return setImageError(profileImageRules.typeMessage);
    if (file.size > profileImageRules.maxBytes) return setImageError(profileImageRules.sizeMessage);
    const form = new FormData();
    form.append(api.uploads.resumeImage.upload.field, file);
    try {
      setImage((await callEndpoint(api.uploads.resumeImage, { form })).data.path);
    } catch (err) {
      notify.error(errorMessage(err, 'Failed to upload image'));
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await callEndpoint(api.users.updateProfile, { body: { ...profileForm.toPayload(values), image } });
      queryClient.setQueryData(currentUserKey, res.data);
      queryClient.setQueryData(['profile'], res.data);
      notify.success('Profile updated successfully!');
    } catch (err) {
      notify.error(errorMessage(err, 'Failed to update profile'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="flex items-center gap-4">
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a client island: a small WebP copy from /uploads, no next/image code
          <img src={uploadUrl(image, 160)} alt="Profile picture" className="h-20 w-20 rounded-full object-cover" />
        ) : (
          <span className="flex h-20 w-20 items-center justify-center rounded-full bg-navy text-2xl font-semibold text-white">
            {initials(user.name)}
          </span>
        )}
        <div className="space-y-2">
          <label className="block text-sm font-medium text-slate-800">
            Profile picture
            <input
              type="file"
              accept={[...profileImageRules.types, '.heic', '.heif'].join(',')}
              className="mt-1 block text-sm"
              onChange={(e) => void pickImage(e.target.files?.[0])}
            />
          </label>
          {image ? (
            <Button variant="ghost" onClick={() => setImage(null)}>
              Remove picture
            </Button>
          ) : null}
          <FormError message={imageError} />
        </div>
      </div>
      <FormField {...field('name')} autoComplete="name" />
      <FormField label="Email" type="email" value={user.email} readOnly />
      <FormField {...field('phone')} type="tel" inputMode="numeric" autoComplete="tel" />
      <FormField {...field('country')} autoComplete="country-name" />
      {isEmployer ? (
        <>
          <FormField {...field('companyName')} autoComplete="organization" />
          <FormField
            {...field('businessType')}
            as="select"
            options={businessTypes.map((b) => ({ value: b._id, label: b.name }))}
          />
        </>
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Updating...' : 'Update Profile'}
      </Button>
    </form>
  );
}
