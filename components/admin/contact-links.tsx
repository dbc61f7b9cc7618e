/** An email address that opens the staff member's mail program. */
export function MailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** A phone number that dials on a phone. */
export function TelLink({ phone }: { phone: string }) {
  return <a href={`tel:${phone}`}>{phone}</a>;
}
