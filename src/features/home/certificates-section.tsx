import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { queries } from '@/api/queries';
import { serverMessageOr } from '@/components/api-error-text';
import { ApiImage } from '@/components/api-image';
import { Carousel } from '@/components/carousel';
import { carouselPresets } from '@/components/carousel-presets';
import { QueryStatus } from '@/components/query-status';
import { messages } from '@/config/messages';
import { NEAR_VIEWPORT, useSeenOnce } from '@/lib/use-seen-once';

export function CertificatesSection() {
  const { t } = useLingui();
  const [sectionRef, near] = useSeenOnce<HTMLElement>(NEAR_VIEWPORT);
  const certificates = useQuery({ ...queries.certificates(), enabled: near });
  return (
    <section ref={sectionRef} className="section container" aria-labelledby="certificates-title">
      <h2 className="section__title" id="certificates-title">
        <Trans>Our certifications</Trans>
      </h2>
      {/* The spec has no failure text for certificates: unless the server says more, a failed
          call reads as none to show. */}
      <QueryStatus
        query={certificates}
        empty={t(messages.noCertificates)}
        context="Certificates"
        errorText={(error) => serverMessageOr(error, t(messages.noCertificates))}
      >
        {(list) => (
          <Carousel label={t`Certificates`} preset={carouselPresets.certificates}>
            {list.map((certificate, index) => (
              <ApiImage
                key={index}
                src={certificate.imageUrl}
                alt={t`Certificate ${index + 1}`}
                width={300}
                height={300}
                className="certificate"
              />
            ))}
          </Carousel>
        )}
      </QueryStatus>
    </section>
  );
}
