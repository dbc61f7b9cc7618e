/** The welcome image (skyline, plane and suitcase) shown to a signed-in user beside the hero. */
export function WelcomeIllustration({ className = 'h-auto w-full' }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 220" className={className} role="img" aria-label="Welcome" focusable="false">
      <rect width="320" height="220" rx="16" fill="#f3e6cc" />
      <circle cx="250" cy="58" r="26" fill="#a8782a" opacity="0.35" />
      {/* Skyline */}
      <g fill="#1d3557" opacity="0.85">
        <rect x="24" y="120" width="26" height="70" />
        <rect x="56" y="96" width="20" height="94" />
        <path d="M86 190V70l8-22 8 22v120z" />
        <rect x="110" y="110" width="30" height="80" />
        <rect x="226" y="104" width="24" height="86" />
        <rect x="256" y="126" width="36" height="64" />
      </g>
      <rect x="16" y="188" width="288" height="6" rx="3" fill="#142640" />
      {/* Plane with a dashed trail */}
      <path d="M40 60c40-24 90-30 140-14" fill="none" stroke="#8a6220" strokeWidth="2" strokeDasharray="5 6" />
      <path d="M196 44l22-6-6 8 14 6-4 4-16-4-8 10-4-2 4-10-10-2z" fill="#142640" />
      {/* Suitcase */}
      <rect x="158" y="122" width="56" height="66" rx="8" fill="#8a6220" />
      <rect x="174" y="110" width="24" height="14" rx="4" fill="none" stroke="#142640" strokeWidth="4" />
      <path d="M172 132v46M200 132v46" stroke="#f3e6cc" strokeWidth="4" strokeLinecap="round" />
      <circle cx="186" cy="156" r="9" fill="#f3e6cc" />
      <path d="M182 156l3 3 6-6" fill="none" stroke="#8a6220" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
