/** The empty state of the job list: an illustration and the spec's sentence (careers-pages-profile §2 "Careers and jobs page"). */
export function NoJobs() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
      <svg viewBox="0 0 120 96" className="h-28 w-36" role="img" aria-label="An empty briefcase">
        <rect x="10" y="26" width="100" height="62" rx="8" fill="#f3e6cc" stroke="#1d3557" strokeWidth="3" />
        <path d="M44 26v-8a6 6 0 0 1 6-6h20a6 6 0 0 1 6 6v8" fill="none" stroke="#1d3557" strokeWidth="3" />
        <path d="M10 50h100" stroke="#1d3557" strokeWidth="3" />
        <rect x="52" y="44" width="16" height="12" rx="2" fill="#8a6220" />
        <circle cx="96" cy="16" r="10" fill="none" stroke="#8a6220" strokeWidth="3" />
        <path d="M103 23l8 8" stroke="#8a6220" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="text-lg font-medium text-navy">Currently, There are no job openings</p>
    </div>
  );
}
