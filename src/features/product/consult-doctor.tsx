import { Trans } from '@lingui/react/macro';
import { env } from '@/config/env';
import { telHref } from '@/lib/safe-url';
import { whatsAppHref } from '@/lib/whatsapp';

/** Call or WhatsApp an Ayurvedic doctor, with a message naming the product. */
export function ConsultDoctor({ productName }: { productName: string }) {
  const message = `Namaste! I would like to consult an Ayurvedic doctor about ${productName}.`;
  return (
    <aside className="consult" aria-labelledby="consult-title">
      <h2 id="consult-title" className="consult__title">
        <Trans>Consult an Ayurvedic doctor</Trans>
      </h2>
      <p>
        <Trans>Not sure this remedy suits you? Our doctors advise for free.</Trans>
      </p>
      <div className="consult__actions">
        <a className="button button--ghost" href={telHref(env.supportPhone)}>
          <Trans>Call {env.supportPhone}</Trans>
        </a>
        <a
          className="button button--ghost"
          href={whatsAppHref(env.supportPhone, message)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Trans>
            WhatsApp us<span className="visually-hidden"> (opens in a new tab)</span>
          </Trans>
        </a>
      </div>
    </aside>
  );
}
