import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/i18n/navigation';
import { queries } from '@/api/queries';
import { ApiImage } from '@/components/api-image';
import { ExperienceTheDifference } from '@/components/experience-the-difference';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { QueryError } from '@/components/query-error';
import { htmlToText, SafeHtml } from '@/components/safe-html';
import { SectionBoundary } from '@/components/section-boundary';
import { StatusMessage } from '@/components/status-message';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { AboutCounters } from './about-counters';
import { AwardsCarousel, Certificates, CertificationBoxes } from './about-proof';
import { splitLead } from './split-lead';
import './content.css';
import './about-page.css';

/** /about: the shop's story from page data `about_page`, with fixed certification boxes, awards and certificates. */
export function AboutPage() {
  const { t } = useLingui();
  const page = useQuery(queries.pageData('about_page'));
  const data = page.data;
  const title = data?.top_banner?.title || t`About Us`;
  const about = data?.about_section;
  const vision = data?.vision_section;
  const whyChooseUs = data?.why_choose_us_section?.sections.slice(0, 4) ?? [];
  const contentItems =
    data?.Content_section?.sections.filter((item) => item.description.trim()) ?? [];
  const promises = data?.our_promise_section?.sections ?? [];
  const closing = data?.last_section_experience_the_difference;

  return (
    <div className="about-page">
      <PageMeta
        title={title}
        description={
          htmlToText(about?.description) || t`The story, vision and promise of VedaHerbs.`
        }
      />
      <PageBanner title={title} />

      {page.isPending && (
        <div className="container">
          <StatusMessage kind="loading">
            <Trans>Loading our story...</Trans>
          </StatusMessage>
        </div>
      )}
      {page.isError && (
        <div className="container">
          <QueryError error={page.error} context="About page" />
        </div>
      )}

      {/* Everything below waits for the story, so nothing on screen moves when it arrives. */}
      {!page.isPending && (
        <>
          {about && (
            <section className="section about-intro" aria-labelledby="about-intro-title">
              <div className="container about-split">
                <div className="about-split__media">
                  <ApiImage src={about.image} alt="" width={800} height={600} priority />
                </div>
                <div className="about-split__text">
                  {about.sub_title && <p className="eyebrow">{about.sub_title}</p>}
                  <h2 id="about-intro-title">{about.title || t`Our story`}</h2>
                  <SafeHtml html={about.description} className="prose" headingsFrom={3} />
                  <Link className="button" to={paths.shop.href()}>
                    {data?.link?.link_name || t`Shop Now`}
                  </Link>
                </div>
              </div>
            </section>
          )}

          <AboutCounters />

          {vision && (
            <section className="section about-vision" aria-labelledby="about-vision-title">
              <div className="container about-split about-split--reverse">
                <div className="about-split__media">
                  <ApiImage src={vision.image} alt="" width={800} height={600} />
                </div>
                <div className="about-split__text">
                  <p className="eyebrow">
                    <Trans>Where we are going</Trans>
                  </p>
                  <h2 id="about-vision-title">{vision.title || t`Our Vision`}</h2>
                  <SafeHtml html={vision.description} className="prose" headingsFrom={3} />
                </div>
              </div>
            </section>
          )}

          {whyChooseUs.length > 0 && (
            <section className="section section--tint" aria-labelledby="about-why-title">
              <div className="container">
                <h2 id="about-why-title" className="section__title">
                  <Trans>Why choose us</Trans>
                </h2>
                <ul className="card-grid card-grid--4">
                  {whyChooseUs.map((tile, index) => (
                    <li key={index} className="about-tile">
                      <ApiImage
                        src={tile.image}
                        alt=""
                        width={800}
                        height={600}
                        className="about-tile__image"
                      />
                      <h3 className="about-tile__title">{tile.title}</h3>
                      <p className="about-tile__text">{tile.description}</p>
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          )}

          {contentItems.length > 0 && (
            <section className="section" aria-labelledby="about-difference-title">
              <div className="container about-list">
                <h2 id="about-difference-title" className="section__title">
                  <Trans>What sets us apart</Trans>
                </h2>
                <ul className="about-list__items">
                  {contentItems.map((item, index) => {
                    const { lead, rest } = splitLead(item.description);
                    return (
                      <li key={index}>
                        {lead && <strong>{lead}</strong>}
                        {lead && ' – '}
                        {rest}
                      </li>
                    );
                  })}
                </ul>
              </div>
            </section>
          )}

          <CertificationBoxes />

          {promises.length > 0 && (
            <section className="section" aria-labelledby="about-promise-title">
              <div className="container">
                <h2 id="about-promise-title" className="section__title">
                  <Trans>Our promise</Trans>
                </h2>
                <ol className="card-grid card-grid--3 about-promises">
                  {promises.map((promise, index) => (
                    <li key={index} className="about-promise">
                      <h3 className="about-promise__title">{promise.title}</h3>
                      <p>{promise.description}</p>
                    </li>
                  ))}
                </ol>
              </div>
            </section>
          )}

          <section className="section section--tint" aria-labelledby="about-awards-title">
            <div className="container">
              <h2 id="about-awards-title" className="section__title">
                <Trans>Awards and recognition</Trans>
              </h2>
              <SectionBoundary fallback={t`The awards could not be shown right now.`}>
                <AwardsCarousel />
              </SectionBoundary>
            </div>
          </section>

          <section className="section" aria-labelledby="about-certificates-title">
            <div className="container">
              <h2 id="about-certificates-title" className="section__title">
                <Trans>Our certificates</Trans>
              </h2>
              <SectionBoundary fallback={t(messages.noCertificates)}>
                <Certificates />
              </SectionBoundary>
            </div>
          </section>

          <ExperienceTheDifference
            title={closing?.title || undefined}
            description={closing?.description || undefined}
          />
        </>
      )}
    </div>
  );
}
