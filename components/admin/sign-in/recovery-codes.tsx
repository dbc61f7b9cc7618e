/** Recovery codes shown once, to be written down or printed: each signs in once without the app. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-2">
      <h2 id="recovery-codes-title" className="font-semibold text-navy">
        Your recovery codes
      </h2>
      <p className="text-sm text-slate-600">
        Keep these somewhere safe (printed, or in a password manager). Each one signs you in once if you lose your
        phone. They are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 rounded bg-slate-100 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  );
}
