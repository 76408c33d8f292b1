import { useQuery } from '@tanstack/react-query';
import { queries } from '@/api/queries';
import { refusedOrFailedText } from '@/components/api-error-text';
import { ApiImage } from '@/components/api-image';
import { Carousel } from '@/components/carousel';
import { carouselPresets } from '@/components/carousel-presets';
import { QueryStatus } from '@/components/query-status';
import { SafeHtml } from '@/components/safe-html';
import { messages } from '@/config/messages';

/** Spec section 8: `status: false` is "no data", a failed call a failure. */
const sliderErrorText = (error: Error) =>
  refusedOrFailedText(error, { refused: messages.noSliderData, failed: messages.sliderFailed });

export function HeroSlider() {
  const slides = useQuery(queries.slides());
  return (
    <div className="hero">
      <QueryStatus
        query={slides}
        empty={messages.noSlides}
        context="Hero slider"
        loadingPicture
        errorText={sliderErrorText}
      >
        {(list) => (
          <Carousel label="Featured remedies" preset={carouselPresets.single} dots>
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
