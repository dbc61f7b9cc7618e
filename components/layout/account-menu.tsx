'use client';

import { DropdownMenu } from 'radix-ui';
import { SiteLink } from '@/components/ui/site-link';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';
import { initials } from '@/lib/client/initials';
import { notify } from '@/lib/client/notify';
import { uploadUrl } from '@/lib/client/upload-url';
import { useSignedOut } from '@/lib/client/use-signed-out';
import type { User } from '@/lib/contracts';

/** The signed-in header menu: avatar (picture or initials), first name, My Profile, My Applications (candidates) or Employer portal (employers) and Logout. */
export function AccountMenu({ user }: { user: User }) {
  const signedOut = useSignedOut();

  const logout = async () => {
    await callEndpoint(api.auth.logout).catch(() => undefined);
    notify.success('Logged out successfully', 1000);
    signedOut();
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full p-1 pr-3 hover:bg-slate-100"
        aria-label="Account menu"
      >
        {user.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a client island: a small WebP copy from /uploads, no next/image code
          <img src={uploadUrl(user.image, 96)} alt="" className="h-9 w-9 rounded-full object-cover" />
        ) : (
          <span className="flex h-9 w-9 items-center justify-center rounded-full bg-navy text-sm font-semibold text-white">
            {initials(user.name)}
          </span>
        )}
        <span className="text-sm font-medium text-slate-800">{user.name.split(/\s+/)[0]}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item
            asChild
            className="block rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
          >
            <SiteLink href="/update-profile">My Profile</SiteLink>
          </DropdownMenu.Item>
          {user.userType === 'User' ? (
            <DropdownMenu.Item
              asChild
              className="block rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
            >
              <SiteLink href="/my-applications">My Applications</SiteLink>
            </DropdownMenu.Item>
          ) : null}
          {user.userType === 'Employer' ? (
            <DropdownMenu.Item
              asChild
              className="block rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
            >
              <SiteLink href="/employer">Employer portal</SiteLink>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item
            onSelect={logout}
            className="cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
          >
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
