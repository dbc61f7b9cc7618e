/** A form's error line in red, announced at once; renders nothing when there is no message. */
export function FormError({ message, id, className }: { message?: string | null; id?: string; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={className ? `${className} text-sm text-red-600` : 'text-sm text-red-600'}>
      {message}
    </p>
  );
}
