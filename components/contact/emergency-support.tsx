import { ContentIcon } from '@/components/ui/content-icon';
import type { ContactInfoContent } from '@/lib/contracts';
import { telHref } from '@/lib/tel-href';

/** Emergency support with the 24/7 hotline. */
export function EmergencySupport({ support }: { support: ContactInfoContent['emergencySupport'] }) {
  return (
    <section aria-labelledby="emergency-support" className="rounded-2xl bg-navy p-6 text-white">
      <h2 id="emergency-support" className="flex items-center gap-2 text-lg font-semibold">
        <ContentIcon name="shield-check" className="h-5 w-5" />
        {support.title}
      </h2>
      {support.description ? <p className="mt-2 text-sm text-white/90">{support.description}</p> : null}
      {support.hotline ? (
        <p className="mt-4 text-sm">
          <span className="block text-white/85">24/7 Hotline</span>
          <a href={telHref(support.hotline)} className="text-lg font-bold underline-offset-2 hover:underline">
            {support.hotline}
          </a>
        </p>
      ) : null}
    </section>
  );
}
