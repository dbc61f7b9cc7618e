import { buttonClass } from '@/components/ui/button';
import { ContentIcon } from '@/components/ui/content-icon';
import { uploadUrl } from '@/lib/client/upload-url';
import { NoBrochureButton } from './no-brochure-button';

/** Quick action 'Download Brochure': the file when there is one, otherwise an info toast. A server component, so the icons' paths stay out of the page's JavaScript. */
export function BrochureAction({ brochureLink }: { brochureLink: string }) {
  const className = buttonClass('secondary', 'w-full');
  const icon = <ContentIcon name="file-text" className="h-4 w-4" />;
  if (!brochureLink) {
    return (
      <NoBrochureButton className={className}>
        {icon}
        Download Brochure
      </NoBrochureButton>
    );
  }
  // A full URL or site path is used as is; a bare file name lives under the uploads path.
  const href = /^(https?:)?\//.test(brochureLink) ? brochureLink : (uploadUrl(brochureLink) ?? brochureLink);
  return (
    <a href={href} download target="_blank" rel="noopener noreferrer" className={className}>
      {icon}
      Download Brochure
    </a>
  );
}
