import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { queries } from '@/api/queries';
import { QueryStatus } from '@/components/query-status';
import { env } from '@/config/env';
import { EmailLink } from '@/components/email-link';
import { telHref } from '@/lib/safe-url';
import { NEAR_VIEWPORT, useSeenOnce } from '@/lib/use-seen-once';

/** Phone, email and address cards from the contact page's data. */
export function ContactCards() {
  const [sectionRef, near] = useSeenOnce<HTMLElement>(NEAR_VIEWPORT);
  const page = useQuery({ ...queries.pageData('contact_page'), enabled: near });
  return (
    <section ref={sectionRef} className="section container" aria-labelledby="contact-cards-title">
      <h2 className="section__title" id="contact-cards-title">
        <Trans>Talk to us</Trans>
      </h2>
      <QueryStatus query={page}>
        {(data) => {
          const contact = data.get_in_touch_section;
          const phone = contact?.phone_number || env.supportPhone;
          return (
            <ul className="contact-cards">
              <li className="contact-card">
                <h3>
                  <Trans>Call us</Trans>
                </h3>
                <a href={telHref(phone)}>{phone}</a>
                {contact?.secondry_phone_number && (
                  <a href={telHref(contact.secondry_phone_number)}>
                    {contact.secondry_phone_number}
                  </a>
                )}
              </li>
              {contact?.email && (
                <li className="contact-card">
                  <h3>
                    <Trans>Write to us</Trans>
                  </h3>
                  <EmailLink email={contact.email} />
                  {contact.secondry_email && <EmailLink email={contact.secondry_email} />}
                </li>
              )}
              {contact?.address && (
                <li className="contact-card">
                  <h3>
                    <Trans>Visit us</Trans>
                  </h3>
                  <address>{contact.address}</address>
                </li>
              )}
            </ul>
          );
        }}
      </QueryStatus>
    </section>
  );
}
