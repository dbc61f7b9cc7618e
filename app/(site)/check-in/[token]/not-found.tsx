import { CheckInPage } from '@/components/check-in/check-in-page';

/** A check-in link that is not one of ours (or no longer exists): said in the check-in page's words, as a 404. */
export default function CheckInNotFound() {
  return <CheckInPage token="" state={null} notice={null} />;
}
