import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/i18n/navigation';
import { queries } from '@/api/queries';
import { Accordion } from '@/components/accordion';
import { ApiImage } from '@/components/api-image';
import { QueryStatus } from '@/components/query-status';
import { SafeHtml } from '@/components/safe-html';
import { paths } from '@/config/paths';
import { useReportError } from '@/lib/report-error';
import { NEAR_VIEWPORT, useSeenOnce } from '@/lib/use-seen-once';

const MAX_FAQ_IMAGES = 6;

/** The page data holds the FAQ images as one comma-separated string. */
function faqImages(list: string | undefined) {
  return (list ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
    .slice(0, MAX_FAQ_IMAGES);
}

export function FaqSection() {
  const { t } = useLingui();
  const [sectionRef, near] = useSeenOnce<HTMLElement>(NEAR_VIEWPORT);
  const faqs = useQuery({ ...queries.faqs(), enabled: near });
  const page = useQuery({ ...queries.pageData('home_page'), enabled: near });
  const images = faqImages(page.data?.faqs?.faq_multiple_image);
  // The images are decoration beside the questions: without them the section still works.
  useReportError(page.error, 'FAQ images');
  return (
    <section
      ref={sectionRef}
      className="section container faq-home"
      aria-labelledby="faq-home-title"
    >
      <h2 className="section__title" id="faq-home-title">
        <Trans>Frequently asked questions</Trans>
      </h2>
      <div className="faq-home__inner">
        {images.length > 0 && (
          <div className="faq-home__images">
            {images.map((url, index) => (
              <ApiImage key={`${index}-${url}`} src={url} alt="" width={600} height={400} />
            ))}
          </div>
        )}
        <div className="faq-home__list">
          <QueryStatus query={faqs} empty={t`No questions yet.`} context="FAQ">
            {(list) => (
              <Accordion
                items={list.slice(0, 5).map((faq) => ({
                  id: faq.id,
                  title: faq.title,
                  content: <SafeHtml html={faq.description} headingsFrom={4} />,
                }))}
              />
            )}
          </QueryStatus>
          <Link to={paths.faq.href()} className="button button--ghost">
            <Trans>More questions</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
