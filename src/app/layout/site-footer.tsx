import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LanguageSwitch } from '@/i18n/language-switch';
import { Link } from '@/i18n/navigation';
import { queries } from '@/api/queries';
import { env } from '@/config/env';
import { messages } from '@/config/messages';
import { telHref } from '@/lib/safe-url';
import { paths } from '@/config/paths';
import { NewsletterForm } from '@/components/newsletter-form';
import './site-footer.css';
import { useReportError } from '@/lib/report-error';
import { NEAR_VIEWPORT, useSeenOnce } from '@/lib/use-seen-once';

const FOOTER_CATEGORIES = 9;

const quickLinks = [
  { label: msg`Shop`, to: paths.shop.href() },
  { label: msg`Medicine by Disease`, to: paths.medicineByDisease.href() },
  { label: msg`About Us`, to: paths.about.href() },
  { label: msg`Product Descriptions`, to: paths.productDescription.href() },
  { label: msg`Blogs`, to: paths.blogs.href() },
  { label: msg`FAQs`, to: paths.faq.href() },
  { label: msg`Contact`, to: paths.contact.href() },
  { label: msg`Orders on this device`, to: paths.ordersOnDevice.href() },
  { label: msg`Privacy Policy`, to: paths.privacyPolicy.href() },
  { label: msg`Terms & Conditions`, to: paths.termsConditions.href() },
  { label: msg`Refund Policy`, to: paths.refundPolicy.href() },
];

export function SiteFooter() {
  const { t } = useLingui();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">
            <Trans>Contact us</Trans>
          </h2>
          <address>
            <p>
              <a href={telHref(env.supportPhone)}>{env.supportPhone}</a>
            </p>
            <p>
              <a href="mailto:care@vedaherbs.in">
                <Trans>care@vedaherbs.in</Trans>
              </a>
            </p>
            <p>
              <Trans>
                <strong>Head office:</strong> 14 Ayurveda Marg, Sector 18, Noida, Uttar Pradesh
                201301
              </Trans>
            </p>
            <p>
              <Trans>
                <strong>Works:</strong> Plot 52, Industrial Area Phase II, Haridwar, Uttarakhand
                249403
              </Trans>
            </p>
          </address>
          <p className="site-footer__hours">
            <Trans>Hours: 11:00 am to 5:00 pm Monday to Friday</Trans>
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">
            <Trans>Quick links</Trans>
          </h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <FooterCategories />
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">
            <Trans>Stay in touch</Trans>
          </h2>
          <p>
            <Trans>Seasonal wellness tips and new remedies, once a month.</Trans>
          </p>
          <NewsletterForm compact />
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-row">
          <p>
            <Trans>© {year} VedaHerbs Ayurveda Pvt. Ltd. All rights reserved.</Trans>
          </p>
          <LanguageSwitch className="site-footer__language" />
        </div>
      </div>
    </footer>
  );
}

/**
 * The first categories, linking to the shop: a component of its own, so their answer redraws
 * this list alone and not the rest of the footer.
 */
function FooterCategories() {
  const { t } = useLingui();
  // Asked for as the footer comes near: the page's own calls go first.
  const [categoriesNav, near] = useSeenOnce<HTMLElement>(NEAR_VIEWPORT);
  const categories = useQuery({ ...queries.categories(), enabled: near });
  useReportError(categories.error, 'Footer categories');

  return (
    <nav aria-labelledby="footer-categories" ref={categoriesNav}>
      <h2 id="footer-categories">
        <Trans>Shop by concern</Trans>
      </h2>
      {categories.isPending && (
        <p>
          <Trans>Loading categories...</Trans>
        </p>
      )}
      {categories.isError && <p>{t(messages.categoriesFailed)}</p>}
      {categories.data?.length === 0 && <p>{t(messages.noCategories)}</p>}
      {categories.data && categories.data.length > 0 && (
        <ul>
          {categories.data.slice(0, FOOTER_CATEGORIES).map((category) => (
            <li key={category.id}>
              <Link to={paths.shop.href({ category: category.slug })}>{category.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
