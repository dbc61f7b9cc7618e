export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center py-10">
      <span
        className="h-8 w-8 animate-spin rounded-full border-4 border-gold border-t-transparent"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
