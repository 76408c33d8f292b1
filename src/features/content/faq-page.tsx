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

const TITLE = 'Frequently Asked Questions';

/** /faq: every question in an accordion (one open at a time), then a way to ask our team. */
export function FaqPage() {
  const faqs = useQuery(queries.faqs());

  return (
    <div className="faq-page">
      <PageMeta
        title={TITLE}
        description="Answers about our Ayurvedic products, orders, payments, shipping and returns."
      />
      <PageBanner
        title={TITLE}
        subtitle="Answers about our products, orders, shipping and returns."
      />
      <div className="container faq-page__body">
        {faqs.isPending && <StatusMessage kind="loading">Loading questions...</StatusMessage>}
        {faqs.isError && <QueryError error={faqs.error} context="FAQ page" />}
        {faqs.data?.length === 0 && (
          <StatusMessage kind="empty">No questions have been published yet.</StatusMessage>
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
            <h2 id="faq-contact-title">Still have a question?</h2>
            <p>Our team answers by phone and email from 11:00 am to 5:00 pm, Monday to Friday.</p>
            <Link className="button" to={paths.contact.href()}>
              Contact Us
            </Link>
          </aside>
        )}
      </div>
    </div>
  );
}
