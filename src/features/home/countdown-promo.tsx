import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { queries } from '@/api/queries';
import { ApiImage } from '@/components/api-image';
import { Price } from '@/components/price';
import { QueryStatus } from '@/components/query-status';
import { SafeHtml } from '@/components/safe-html';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { pickCountdownProduct, timeLeft } from './countdown';
import { NEAR_VIEWPORT, useSeenOnce } from '@/lib/use-seen-once';

function Countdown({ target }: { target: string }) {
  const { t } = useLingui();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(target, now);
  const units: [string, string][] = [
    [left.days, 'Days'],
    [left.hours, 'Hours'],
    [left.minutes, 'Minutes'],
    [left.seconds, 'Seconds'],
  ];
  return (
    // Not a live region: a screen reader would otherwise hear every second.
    <dl className="countdown" aria-label={t`Offer ends in`}>
      {units.map(([value, unit]) => (
        <div key={unit} className="countdown__unit">
          <dt className="countdown__label">{unit}</dt>
          <dd className="countdown__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CountdownPromo() {
  const { t } = useLingui();
  const [sectionRef, near] = useSeenOnce<HTMLElement>(NEAR_VIEWPORT);
  const promos = useQuery({ ...queries.countdownProducts(), enabled: near });
  return (
    <section ref={sectionRef} className="section promo" aria-label={t`Limited-time offer`}>
      <div className="container">
        <QueryStatus query={promos} empty={t(messages.noProducts)}>
          {(list) => {
            const promo = pickCountdownProduct(list);
            if (!promo) return null;
            return (
              <div className="promo__inner">
                <ApiImage
                  src={promo.default_image}
                  alt=""
                  width={360}
                  height={360}
                  className="promo__image"
                />
                <div className="promo__text">
                  <p className="promo__eyebrow">
                    <Trans>Deal of the week</Trans>
                  </p>
                  <h2 className="promo__name">{promo.name}</h2>
                  <SafeHtml html={promo.short_description} headingsFrom={3} />
                  <Price product={promo} className="promo__price" />
                  <Countdown target={promo.count_down_date} />
                  <Link className="button" to={paths.product.href(promo.slug)}>
                    <Trans>
                      Shop Now<span className="visually-hidden">: {promo.name}</span>
                    </Trans>
                  </Link>
                </div>
              </div>
            );
          }}
        </QueryStatus>
      </div>
    </section>
  );
}
