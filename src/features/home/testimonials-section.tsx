import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { queries } from '@/api/queries';
import { refusedOrFailedText } from '@/components/api-error-text';
import { ApiImage } from '@/components/api-image';
import { Carousel } from '@/components/carousel';
import { carouselPresets } from '@/components/carousel-presets';
import { QueryStatus } from '@/components/query-status';
import { SafeHtml } from '@/components/safe-html';
import { messages } from '@/config/messages';
import { translate } from '@/i18n/catalogs';
import { NEAR_VIEWPORT, useSeenOnce } from '@/lib/use-seen-once';

/** Spec section 8: 'Failed to load testimonials' or 'Error loading testimonials'. */
const testimonialsErrorText = (error: Error) =>
  refusedOrFailedText(error, {
    refused: translate(messages.testimonialsFailed),
    failed: translate(messages.testimonialsError),
  });

export function TestimonialsSection() {
  const { t } = useLingui();
  const [sectionRef, near] = useSeenOnce<HTMLElement>(NEAR_VIEWPORT);
  const testimonials = useQuery({ ...queries.testimonials(), enabled: near });
  return (
    <section ref={sectionRef} className="section testimonials" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 className="section__title" id="testimonials-title">
          <Trans>What our customers say</Trans>
        </h2>
        <QueryStatus
          query={testimonials}
          empty={t(messages.testimonialsFailed)}
          context="Testimonials"
          errorText={testimonialsErrorText}
        >
          {(list) => (
            <Carousel label={t`Customer testimonials`} preset={carouselPresets.testimonials}>
              {list.map((item, index) => (
                <figure className="testimonial" key={index}>
                  <SafeHtml
                    html={item.description}
                    as="blockquote"
                    className="testimonial__quote"
                    headingsFrom={3}
                  />
                  <figcaption className="testimonial__author">
                    <ApiImage
                      src={item.imageUrl}
                      alt=""
                      width={56}
                      height={56}
                      className="testimonial__avatar"
                    />
                    <span>
                      <strong>{item.name}</strong>
                      {item.designation && (
                        <span className="testimonial__designation">{item.designation}</span>
                      )}
                    </span>
                  </figcaption>
                </figure>
              ))}
            </Carousel>
          )}
        </QueryStatus>
      </div>
    </section>
  );
}
