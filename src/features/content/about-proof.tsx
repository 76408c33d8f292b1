import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { queries } from '@/api/queries';
import { serverMessageOr } from '@/components/api-error-text';
import { ApiImage } from '@/components/api-image';
import { Carousel } from '@/components/carousel';
import { carouselPresets } from '@/components/carousel-presets';
import { QueryStatus } from '@/components/query-status';
import { messages } from '@/config/messages';
import awardsMp4 from './media/awards.mp4';
import awardsPoster from './media/awards-poster.jpg';
import awardsCaptions from './media/awards.vtt?url';
import awardsWebm from './media/awards.webm';

// The about page's proof of quality: the three fixed certification boxes, the awards and the
// certificates from the API.

const CERTIFICATIONS = [
  {
    icon: '✓',
    title: msg`No Harmful Ingredients`,
    text: msg`Made without steroids, synthetic colours or artificial preservatives, and tested for heavy metals.`,
  },
  {
    icon: '◎',
    title: msg`Certified Quality`,
    text: msg`Manufactured in GMP-certified, AYUSH-licensed units, with the licence number printed on every pack.`,
  },
  {
    icon: '★',
    title: msg`Award-Winning`,
    text: msg`Recognised eleven times for product quality, purity and honest labelling.`,
  },
];

const AWARD_IMAGES = [
  { src: '/images/about/awards-1.svg', caption: msg`Recognised for consistent product quality` },
  { src: '/images/about/awards-2.svg', caption: msg`Honoured for honest, complete labelling` },
];

export function Certificates() {
  const { t } = useLingui();
  const certificates = useQuery(queries.certificates());
  return (
    // The spec has no failure text for certificates: unless the server says more, a failed call
    // reads as none to show.
    <QueryStatus
      query={certificates}
      empty={t(messages.noCertificates)}
      loading={t`Loading certificates...`}
      context="About certificates"
      errorText={(error) => serverMessageOr(error, t(messages.noCertificates))}
    >
      {(list) => (
        <Carousel
          label={t`Certificates`}
          preset={carouselPresets.certificates}
          className="about-certificates"
        >
          {list.map((certificate, index) => (
            <div key={certificate.imageUrl} className="about-certificates__item">
              <ApiImage
                src={certificate.imageUrl}
                alt={t`Certificate ${index + 1}`}
                width={300}
                height={300}
              />
            </div>
          ))}
        </Carousel>
      )}
    </QueryStatus>
  );
}

export function AwardsCarousel() {
  const { t } = useLingui();
  return (
    <Carousel
      label={t`Awards`}
      preset={carouselPresets.testimonials}
      className="about-awards"
      autoplay={false}
    >
      {AWARD_IMAGES.map((award) => (
        <figure key={award.src} className="about-awards__item">
          <ApiImage src={award.src} alt="" width={800} height={600} />
          <figcaption>{t(award.caption)}</figcaption>
        </figure>
      ))}
      <figure className="about-awards__item">
        <video
          controls
          muted
          playsInline
          preload="none"
          poster={awardsPoster}
          width={640}
          height={360}
          aria-label={t`Award-winning Ayurveda, a short video`}
        >
          <source src={awardsWebm} type="video/webm" />
          <source src={awardsMp4} type="video/mp4" />
          <track kind="captions" src={awardsCaptions} srcLang="en" label="English" />
        </video>
        <figcaption>
          <Trans>Eleven awards for quality and purity</Trans>
        </figcaption>
      </figure>
    </Carousel>
  );
}

/** The spec's three fixed certification boxes. */
export function CertificationBoxes() {
  const { t } = useLingui();
  return (
    <section className="section section--cream" aria-labelledby="about-certified-title">
      <div className="container">
        <h2 id="about-certified-title" className="section__title">
          <Trans>Quality you can trust</Trans>
        </h2>
        <ul className="card-grid card-grid--3">
          {CERTIFICATIONS.map((box) => (
            <li key={box.title.id} className="about-cert">
              <span className="about-cert__icon" aria-hidden="true">
                {box.icon}
              </span>
              <h3 className="about-cert__title">{t(box.title)}</h3>
              <p>{t(box.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
