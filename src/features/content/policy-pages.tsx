import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/i18n/navigation';
import { queries } from '@/api/queries';
import type { SiteSettings } from '@/api/schemas';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { htmlToText, SafeHtml } from '@/components/safe-html';
import { QueryError } from '@/components/query-error';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { readableHtml } from './readable-html';
import './content.css';
import './policy-pages.css';

type PolicyField = keyof Pick<SiteSettings, 'privacy_policy' | 'terms_condition' | 'refund_policy'>;

const POLICIES: { field: PolicyField; title: MessageDescriptor; href: string }[] = [
  { field: 'privacy_policy', title: msg`Privacy Policy`, href: paths.privacyPolicy.href() },
  { field: 'terms_condition', title: msg`Terms & Conditions`, href: paths.termsConditions.href() },
  { field: 'refund_policy', title: msg`Refund Policy`, href: paths.refundPolicy.href() },
];

/** A policy page: the HTML from site settings, sanitised and styled for reading. */
function PolicyPage({ field }: { field: PolicyField }) {
  const { t } = useLingui();
  const settings = useQuery(queries.siteSettings());
  const policy = POLICIES.find((candidate) => candidate.field === field)!;
  const title = t(policy.title);
  const html = settings.data ? readableHtml(settings.data[field], title) : '';

  return (
    <div className="policy-page">
      <PageMeta title={title} description={htmlToText(settings.data?.[field])} />
      <PageBanner title={title} />
      <div className="container policy-page__layout">
        <div className="policy-page__content">
          {settings.isPending && (
            <StatusMessage kind="loading">
              <Trans>Loading {title}...</Trans>
            </StatusMessage>
          )}
          {settings.isError && <QueryError error={settings.error} context={title} />}
          {settings.data && !html && (
            <StatusMessage kind="empty">
              <Trans>This policy has not been published yet. Please contact us for details.</Trans>
            </StatusMessage>
          )}
          {html && <SafeHtml html={html} className="prose reading-panel" headingsFrom={2} />}
        </div>
        {/* On phones it sits below the policy: shown once the policy is in, so it never jumps. */}
        {!settings.isPending && (
          <nav className="policy-page__nav" aria-labelledby="policy-nav-title">
            <h2 id="policy-nav-title">
              <Trans>Our policies</Trans>
            </h2>
            <ul>
              {POLICIES.map((item) => (
                <li key={item.field}>
                  <Link to={item.href} aria-current={item.field === field ? 'page' : undefined}>
                    {t(item.title)}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={paths.contact.href()}>
                  <Trans>Questions? Contact us</Trans>
                </Link>
              </li>
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}

export function PrivacyPolicyPage() {
  return <PolicyPage field="privacy_policy" />;
}

export function TermsConditionsPage() {
  return <PolicyPage field="terms_condition" />;
}

export function RefundPolicyPage() {
  return <PolicyPage field="refund_policy" />;
}
