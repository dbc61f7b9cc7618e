import { jobAlertFormPaths } from '@contracts/job-alerts/alert';
import type { Config } from '../../config';

/** The website's addresses the alerts' mails carry (from PUBLIC_URL, never from a request). */
export const alertLinks = (config: Pick<Config, 'PUBLIC_URL'>) => {
  const at = (path: string, token: string) => {
    const url = new URL(path, config.PUBLIC_URL);
    url.searchParams.set('token', token);
    return url.toString();
  };
  return {
    confirmPage: (token: string) => at('/job-alerts/confirm', token),
    /** The page with the Unsubscribe button (GET never unsubscribes: mail scanners follow links). */
    unsubscribePage: (token: string) => at('/job-alerts/unsubscribe', token),
    /** List-Unsubscribe's target: mail clients POST to it (RFC 8058). */
    oneClick: (token: string) => at(jobAlertFormPaths.unsubscribe, token),
    job: (slug: string) => new URL(`/candidates/${encodeURIComponent(slug)}`, config.PUBLIC_URL).toString(),
  };
};
