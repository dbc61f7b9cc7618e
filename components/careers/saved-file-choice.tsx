'use client';

import { useId, type ReactNode } from 'react';

/**
 * Two radios: send the profile's saved file (nothing uploaded), or another one. The saved choice shows
 * `preview` under it; the other shows `children` (the picker or the recorder).
 */
export function SavedFileChoice({
  useSaved,
  savedLabel,
  otherLabel,
  onChoose,
  preview,
  children,
}: {
  useSaved: boolean;
  savedLabel: string;
  otherLabel: string;
  onChoose: (useSaved: boolean) => void;
  preview?: ReactNode;
  children: ReactNode;
}) {
  const name = useId();
  const option = (saved: boolean, label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-navy has-[:checked]:bg-slate-50">
      <input
        type="radio"
        name={name}
        checked={useSaved === saved}
        onChange={() => onChoose(saved)}
        className="h-5 w-5 accent-navy"
      />
      {label}
    </label>
  );
  return (
    <div className="space-y-3">
      {option(true, savedLabel)}
      {useSaved ? preview : null}
      {option(false, otherLabel)}
      {useSaved ? null : children}
    </div>
  );
}
