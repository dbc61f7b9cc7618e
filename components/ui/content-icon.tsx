import type { ReactNode } from 'react';
import { iconAliases, iconPaths } from './icon-paths';

// Unknown CMS names get a neutral circle instead of breaking the layout.
const fallback = <circle cx="12" cy="12" r="8" />;

// CMS names arrive as 'Users', 'fa-users' or 'icon_users'; normalise before the lookup.
function resolve(name: string): ReactNode {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/^(fa|lucide|icon)[-_:]/, '')
    .replace(/[\s_]+/g, '-');
  return iconPaths[key] ?? iconPaths[iconAliases[key] ?? ''] ?? fallback;
}

/** An icon named by the CMS, drawn inline; unknown names get a neutral circle. Decorative only. */
export function ContentIcon({ name, className = 'h-6 w-6' }: { name: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {resolve(name)}
    </svg>
  );
}
