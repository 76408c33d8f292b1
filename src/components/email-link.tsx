import { mailtoHref } from '@/lib/safe-url';

/** An address from the API: a mailto: link when it is a plain address, else just its text. */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  const href = mailtoHref(email);
  return href ? (
    <a className={className} href={href}>
      {email}
    </a>
  ) : (
    <span className={className}>{email}</span>
  );
}
