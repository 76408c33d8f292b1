import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { queries } from '@/api/queries';
import type { Slide } from '@/api/schemas';
import { refusedOrFailedText } from '@/components/api-error-text';
import { ApiImage } from '@/components/api-image';
import { Carousel } from '@/components/carousel';
import { carouselPresets } from '@/components/carousel-presets';
import { QueryStatus } from '@/components/query-status';
import { SafeHtml } from '@/components/safe-html';
import { messages } from '@/config/messages';
import { translate } from '@/i18n/catalogs';
import { startingFrom, type Prerendered } from '@/lib/prerendered';

/** Spec section 8: `status: false` is "no data", a failed call a failure. */
const sliderErrorText = (error: Error) =>
  refusedOrFailedText(error, {
    refused: translate(messages.noSliderData),
    failed: translate(messages.sliderFailed),
  });

type HeroSliderProps = { prerendered?: Prerendered<Slide[]> | null };

export function HeroSlider({ prerendered }: HeroSliderProps) {
  const { t } = useLingui();
  const slides = useQuery({ ...queries.slides(), ...startingFrom(prerendered) });
  return (
    <div className="hero">
      <QueryStatus
        query={slides}
        empty={t(messages.noSlides)}
        context="Hero slider"
        loadingPicture
        errorText={sliderErrorText}
      >
        {(list) => (
          <Carousel label={t`Featured remedies`} preset={carouselPresets.single} dots>
            {list.map((slide, index) => (
              <div className="hero__slide" key={index}>
                <ApiImage
                  src={slide.imageUrl}
                  alt=""
                  width={1600}
                  height={640}
                  priority={index === 0}
                  className="hero__image"
                />
                <div className="hero__text">
                  <h2 className="hero__title">{slide.title}</h2>
                  <SafeHtml
                    html={slide.description}
                    className="hero__description"
                    headingsFrom={3}
                  />
                </div>
              </div>
            ))}
          </Carousel>
        )}
      </QueryStatus>
    </div>
  );
}
