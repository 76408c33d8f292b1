import { Trans, useLingui } from '@lingui/react/macro';
import { PageMeta } from '@/components/page-meta';
import { SectionBoundary } from '@/components/section-boundary';
import { messages } from '@/config/messages';
import { NewsletterForm } from '@/components/newsletter-form';
import { CategoryTabs } from './category-tabs';
import { CertificatesSection } from './certificates-section';
import { ContactCards } from './contact-cards';
import { CountdownPromo } from './countdown-promo';
import { FaqSection } from './faq-section';
import type { HomeAnswers } from './home-loader';
import { HeroSlider } from './hero-slider';
import { ProductCarouselSection } from './product-carousel-section';
import { TestimonialsSection } from './testimonials-section';
import './home.css';

/**
 * Every section loads and fails on its own; one broken section never blanks the page. The
 * sections below the hero start their calls as they come near the viewport.
 */
type HomePageProps = {
  /** The first screen's answers as the build fetched them (src/app/pages/prerendered/home.ts). */
  loaderData?: HomeAnswers | null;
};

export function HomePage({ loaderData }: HomePageProps) {
  const { t } = useLingui();
  return (
    <>
      <PageMeta
        title={t`Ayurvedic medicines and herbal remedies online`}
        description={t`Authentic Ayurvedic medicines for diabetes, joints, digestion, hair and skin, made in India and delivered across the country.`}
      />
      <div className="home">
        <h1 className="visually-hidden">
          <Trans>Veda Herbs: Ayurvedic medicines and herbal remedies</Trans>
        </h1>
        <SectionBoundary fallback={t(messages.sliderFailed)}>
          <HeroSlider prerendered={loaderData?.slides} />
        </SectionBoundary>
        <SectionBoundary fallback={t(messages.categoriesFailed)}>
          <CategoryTabs prerendered={loaderData?.combos} />
        </SectionBoundary>
        <SectionBoundary fallback={t(messages.productsFetchFailed)}>
          <CountdownPromo />
        </SectionBoundary>
        <SectionBoundary fallback={t(messages.productsFetchFailed)}>
          <ProductCarouselSection
            title={t`Newly Launched`}
            collection="newly-launched-products"
            page={1}
            limit={50}
            empty={t(messages.noNewlyLaunched)}
            showDiscount
          />
        </SectionBoundary>
        <SectionBoundary fallback={t(messages.productsFetchFailed)}>
          <ProductCarouselSection
            title={t`Best Selling`}
            collection="best-selling-products"
            limit={10}
            empty={t(messages.noBestSelling)}
          />
        </SectionBoundary>
        <SectionBoundary fallback={t(messages.testimonialsError)}>
          <TestimonialsSection />
        </SectionBoundary>
        <SectionBoundary fallback={t(messages.loadFailed)}>
          <FaqSection />
        </SectionBoundary>
        <SectionBoundary fallback={t(messages.loadFailed)}>
          <ContactCards />
        </SectionBoundary>
        <section className="section container newsletter-home" aria-labelledby="newsletter-title">
          <h2 className="section__title" id="newsletter-title">
            <Trans>Ayurveda in your inbox</Trans>
          </h2>
          <p>
            <Trans>Seasonal wellness tips and early access to new remedies. No spam.</Trans>
          </p>
          <NewsletterForm headingId="newsletter-title" />
        </section>
        <SectionBoundary fallback={t(messages.noCertificates)}>
          <CertificatesSection />
        </SectionBoundary>
      </div>
    </>
  );
}
