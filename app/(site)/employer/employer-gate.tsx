import 'server-only';
import type { ReactElement } from 'react';
import { LogInPrompt } from '@/components/auth/log-in-prompt';
import { PortalMessage } from '@/components/employer-portal/portal-message';
import { currentViewer } from '@/lib/session/viewer';

/**
 * Who may see the portal: a signed-in Employer account (its token, to read the client's records as
 * them). Anyone else gets what to do instead, as /my-applications does: a visitor a log-in prompt that
 * keeps them on this page, another kind of account a sentence.
 */
export async function employerGate(): Promise<{ token: string } | { refusal: ReactElement }> {
  const viewer = await currentViewer();
  if (!viewer) {
    return {
      refusal: (
        <PortalMessage title="Employer portal">
          <LogInPrompt toSee="the candidates the agency presents to you" />
        </PortalMessage>
      ),
    };
  }
  if (viewer.user.userType !== 'Employer') {
    return {
      refusal: (
        <PortalMessage title="Employer portal">
          <p>
            The employer portal is for the agency&apos;s employer clients. Please log in with your employer account.
          </p>
        </PortalMessage>
      ),
    };
  }
  return { token: viewer.token };
}
