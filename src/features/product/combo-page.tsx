import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '@/i18n/navigation';
import { ApiError } from '@/api/client';
import { queries } from '@/api/queries';
import type { ComboDetail } from '@/api/schemas';
import { ApiImage } from '@/components/api-image';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { Price } from '@/components/price';
import { htmlToText, SafeHtml } from '@/components/safe-html';
import { QueryError } from '@/components/query-error';
import { StatusMessage } from '@/components/status-message';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { formatAmount } from '@/lib/format';
import { useHydrated } from '@/lib/hydration';
import { isTodaysAnswer, startingFrom, type Prerendered } from '@/lib/prerendered';
import { useAddToCart } from '@/stores/use-add-to-cart';
import './product-page.css';

type ComboChooserProps = {
  combo: ComboDetail;
  /** False while the page shows the build's answer, or before the app has taken the page over. */
  ready: boolean;
};

function ComboChooser({ combo, ready }: ComboChooserProps) {
  const { t } = useLingui();
  const [selected, setSelected] = useState<Set<number>>(
    () => new Set(combo.combo_products.map((product) => product.id)),
  );
  const [error, setError] = useState<string | null>(null);
  const addToCart = useAddToCart(t(messages.comboAddFailed));
  const chosen = combo.combo_products.filter((product) => selected.has(product.id));
  const total = chosen.reduce((sum, product) => sum + product.price, 0);

  const toggle = (id: number) => {
    setError(null);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const add = () => {
    if (chosen.length === 0) {
      setError(t(messages.comboSelectOne));
      return;
    }
    setError(addToCart(chosen, 1) === 'failed' ? t(messages.comboAddFailed) : null);
  };

  return (
    <div className="container combo">
      {/* Disabled where a tap would be lost, or would add the build's prices to the cart. */}
      <fieldset className="combo__choose" disabled={!ready}>
        <legend className="combo__legend">
          <Trans>Choose the products</Trans>
        </legend>
        <ul className="combo-choices">
          {combo.combo_products.map((product) => (
            <li key={product.id}>
              <label className="combo-choice">
                <input
                  type="checkbox"
                  checked={selected.has(product.id)}
                  onChange={() => toggle(product.id)}
                />
                <ApiImage src={product.default_image} alt="" width={72} height={72} />
                <span>
                  <strong>{product.name.toUpperCase()}</strong>
                  <br />
                  <Price product={product} />
                </span>
              </label>
              <Link
                to={paths.product.href(product.slug || product.id)}
                className="combo-choice__more"
              >
                <Trans>About {product.name}</Trans>
              </Link>
            </li>
          ))}
        </ul>
      </fieldset>
      <section className="combo-summary" aria-labelledby="combo-summary-title">
        <h2 id="combo-summary-title">
          <Trans>Your selection</Trans>
        </h2>
        {chosen.length === 0 ? (
          <p>
            <Trans>No products selected.</Trans>
          </p>
        ) : (
          <ul>
            {chosen.map((product) => (
              <li key={product.id}>
                {product.name} × 1 — {formatAmount(product.price)}
              </li>
            ))}
          </ul>
        )}
        <p className="combo-summary__total">
          <Trans>Total: {formatAmount(total)}</Trans>
        </p>
        {error && (
          <p className="form-message form-message--error" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="button button--block" onClick={add} disabled={!ready}>
          <Trans>Add to Cart</Trans>
        </button>
      </section>
    </div>
  );
}

type ComboPageProps = {
  /** The build's answer, on a page it prerendered (src/app/pages/prerendered/combo.ts). */
  loaderData?: Prerendered<ComboDetail> | null;
};

export function ComboPage({ loaderData }: ComboPageProps) {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  const combo = useQuery({ ...queries.combo(slug), ...startingFrom(loaderData) });
  const ready = useHydrated() && isTodaysAnswer(combo, loaderData);

  if (combo.isPending) {
    return (
      <div className="container section">
        <StatusMessage kind="loading">
          <Trans>Loading...</Trans>
        </StatusMessage>
      </div>
    );
  }
  if (combo.isError) {
    const notFound = combo.error instanceof ApiError && combo.error.isNotFound;
    return (
      <>
        <PageMeta title={t`Combo`} />
        <PageBanner title={notFound ? t`Combo not found` : t`Combo`} />
        <div className="container section">
          <QueryError error={combo.error} context="Combo page" />
          <Link className="button" to={paths.medicineByDisease.href()}>
            <Trans>See every condition</Trans>
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <PageMeta
        title={combo.data.name}
        description={htmlToText(combo.data.short_description)}
        image={combo.data.default_image}
      />
      <PageBanner
        title={combo.data.name}
        subtitle={<SafeHtml html={combo.data.short_description} as="span" headingsFrom={2} />}
      />
      <ComboChooser key={combo.data.id} combo={combo.data} ready={ready} />
    </>
  );
}
