import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { queries } from '@/api/queries';
import { ApiImage } from '@/components/api-image';
import { EmailLink } from '@/components/email-link';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { QueryError } from '@/components/query-error';
import { StatusMessage } from '@/components/status-message';
import { telHref } from '@/lib/safe-url';
import { EnquiryForm } from './enquiry-form';
import './content.css';
import './contact-page.css';

/** The values given, each once (a second number is often the first again). */
const filled = (values: string[]) => [
  ...new Set(values.map((value) => value.trim()).filter(Boolean)),
];

type ContactCardProps = { icon: string; title: string; children: React.ReactNode };

function ContactCard({ icon, title, children }: ContactCardProps) {
  return (
    <li className="contact-card">
      <span className="contact-card__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="contact-card__body">
        <h3 className="contact-card__title">{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** /contact: the shop's contact details from page data `contact_page`, and the enquiry form. */
export function ContactPage() {
  const { t } = useLingui();
  const page = useQuery(queries.pageData('contact_page'));
  const data = page.data;
  const title = data?.top_banner?.title || t`Contact Us`;
  const touch = data?.get_in_touch_section;
  const support = data?.customer_support;
  const phones = filled([touch?.phone_number ?? '', touch?.secondry_phone_number ?? '']);
  const emails = filled([touch?.email ?? '', touch?.secondry_email ?? '']);

  return (
    <div className="contact-page">
      <PageMeta
        title={title}
        description={t`Call, email or write to VedaHerbs for orders, products and wholesale enquiries.`}
      />
      <PageBanner
        title={title}
        subtitle={t`We are here to help with orders, products and wholesale enquiries.`}
      />

      <div className="container">
        {page.isPending && (
          <StatusMessage kind="loading">
            <Trans>Loading contact details...</Trans>
          </StatusMessage>
        )}
        {page.isError && <QueryError error={page.error} context="Contact page" />}

        {touch && (
          <section className="section contact-page__touch" aria-labelledby="contact-touch-title">
            <h2 id="contact-touch-title" className="section__title">
              <Trans>Get in touch</Trans>
            </h2>
            <ul className="contact-cards">
              {touch.address.trim() && (
                <ContactCard icon="⌂" title={t`Address`}>
                  <address className="contact-card__text">{touch.address}</address>
                </ContactCard>
              )}
              {phones.length > 0 && (
                <ContactCard icon="☎" title={t`Phone`}>
                  {phones.map((phone) => (
                    <a key={phone} className="contact-card__link" href={telHref(phone)}>
                      {phone}
                    </a>
                  ))}
                </ContactCard>
              )}
              {emails.length > 0 && (
                <ContactCard icon="✉" title={t`Email`}>
                  {emails.map((email) => (
                    <EmailLink key={email} email={email} className="contact-card__link" />
                  ))}
                </ContactCard>
              )}
            </ul>
          </section>
        )}

        {/* The form waits for the contact details above it, so it never jumps down as they arrive. */}
        {!page.isPending && (
          <div className="contact-page__columns">
            {support && (
              <section className="contact-support" aria-labelledby="contact-support-title">
                <h2 id="contact-support-title">
                  <Trans>Customer support</Trans>
                </h2>
                <p className="contact-support__text">{support.description}</p>
                {support.support_hours.trim() && (
                  <>
                    <h3>
                      <Trans>Support hours</Trans>
                    </h3>
                    <p className="contact-support__hours">{support.support_hours}</p>
                  </>
                )}
                {support.wholesale_business_inquiries.trim() && (
                  <>
                    <h3>
                      <Trans>Wholesale and business enquiries</Trans>
                    </h3>
                    <p className="contact-support__text">{support.wholesale_business_inquiries}</p>
                  </>
                )}
                {data?.top_banner?.right_side_image && (
                  <ApiImage
                    className="contact-support__image"
                    src={data.top_banner.right_side_image}
                    alt=""
                    width={800}
                    height={600}
                  />
                )}
              </section>
            )}
            <div className="contact-page__form">
              <EnquiryForm />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
