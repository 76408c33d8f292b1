import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
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
  { label: 'Shop', to: paths.shop.href() },
  { label: 'Medicine by Disease', to: paths.medicineByDisease.href() },
  { label: 'About Us', to: paths.about.href() },
  { label: 'Product Descriptions', to: paths.productDescription.href() },
  { label: 'Blogs', to: paths.blogs.href() },
  { label: 'FAQs', to: paths.faq.href() },
  { label: 'Contact', to: paths.contact.href() },
  { label: 'Orders on this device', to: paths.ordersOnDevice.href() },
  { label: 'Privacy Policy', to: paths.privacyPolicy.href() },
  { label: 'Terms & Conditions', to: paths.termsConditions.href() },
  { label: 'Refund Policy', to: paths.refundPolicy.href() },
];

export function SiteFooter() {
  // Asked for as the footer comes near: the page's own calls go first.
  const [categoriesNav, near] = useSeenOnce<HTMLElement>(NEAR_VIEWPORT);
  const categories = useQuery({ ...queries.categories(), enabled: near });
  useReportError(categories.error, 'Footer categories');

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact us</h2>
          <address>
            <p>
              <a href={telHref(env.supportPhone)}>{env.supportPhone}</a>
            </p>
            <p>
              <a href="mailto:care@vedaherbs.in">care@vedaherbs.in</a>
            </p>
            <p>
              <strong>Head office:</strong> 14 Ayurveda Marg, Sector 18, Noida, Uttar Pradesh 201301
            </p>
            <p>
              <strong>Works:</strong> Plot 52, Industrial Area Phase II, Haridwar, Uttarakhand
              249403
            </p>
          </address>
          <p className="site-footer__hours">Hours: 11:00 am to 5:00 pm Monday to Friday</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick links</h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories" ref={categoriesNav}>
          <h2 id="footer-categories">Shop by concern</h2>
          {categories.isPending && <p>Loading categories...</p>}
          {categories.isError && <p>{messages.categoriesFailed}</p>}
          {categories.data?.length === 0 && <p>{messages.noCategories}</p>}
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
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">Stay in touch</h2>
          <p>Seasonal wellness tips and new remedies, once a month.</p>
          <NewsletterForm compact />
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          © {new Date().getFullYear()} VedaHerbs Ayurveda Pvt. Ltd. All rights reserved.
        </div>
      </div>
    </footer>
  );
}
