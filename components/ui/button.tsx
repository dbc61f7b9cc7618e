import type { ButtonHTMLAttributes } from 'react';

const variants = {
  primary: 'bg-gold-dark text-white hover:bg-navy focus-visible:outline-gold-dark',
  secondary: 'bg-navy text-white hover:bg-navy-dark focus-visible:outline-navy',
  outline: 'border border-navy text-navy hover:bg-navy hover:text-white focus-visible:outline-navy',
  ghost: 'text-navy hover:bg-slate-100 focus-visible:outline-navy',
} as const;

export type ButtonVariant = keyof typeof variants;

/** Shared button styles; also used by links that look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = '') {
  return `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${extra}`;
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
