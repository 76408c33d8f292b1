import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/i18n/navigation';
import { queries } from '@/api/queries';
import { Accordion } from '@/components/accordion';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { SafeHtml } from '@/components/safe-html';
import { QueryError } from '@/components/query-error';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import './content.css';
import './faq-page.css';

/** /faq: every question in an accordion (one open at a time), then a way to ask our team. */
export function FaqPage() {
  const { t } = useLingui();
  const title = t`Frequently Asked Questions`;
  const faqs = useQuery(queries.faqs());

  return (
    <div className="faq-page">
      <PageMeta
        title={title}
        description={t`Answers about our Ayurvedic products, orders, payments, shipping and returns.`}
      />
      <PageBanner
        title={title}
        subtitle={t`Answers about our products, orders, shipping and returns.`}
      />
      <div className="container faq-page__body">
        {faqs.isPending && (
          <StatusMessage kind="loading">
            <Trans>Loading questions...</Trans>
          </StatusMessage>
        )}
        {faqs.isError && <QueryError error={faqs.error} context="FAQ page" />}
        {faqs.data?.length === 0 && (
          <StatusMessage kind="empty">
            <Trans>No questions have been published yet.</Trans>
          </StatusMessage>
        )}
        {faqs.data && faqs.data.length > 0 && (
          <Accordion
            className="faq-page__list"
            headingLevel={2}
            items={faqs.data.map((faq) => ({
              id: faq.id,
              title: faq.title,
              content: <SafeHtml html={faq.description} className="prose" headingsFrom={3} />,
            }))}
          />
        )}
        {/* Shown once the questions are in, so it never jumps down as they arrive. */}
        {!faqs.isPending && (
          <aside className="faq-page__contact" aria-labelledby="faq-contact-title">
            <h2 id="faq-contact-title">
              <Trans>Still have a question?</Trans>
            </h2>
            <p>
              <Trans>
                Our team answers by phone and email from 11:00 am to 5:00 pm, Monday to Friday.
              </Trans>
            </p>
            <Link className="button" to={paths.contact.href()}>
              <Trans>Contact Us</Trans>
            </Link>
          </aside>
        )}
      </div>
    </div>
  );
}
