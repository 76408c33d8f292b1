import type { ReactNode } from 'react';

type PageBannerProps = { title: ReactNode; subtitle?: ReactNode };

/** The banner at the top of inner pages, holding the page's one h1. */
export function PageBanner({ title, subtitle }: PageBannerProps) {
  return (
    <header className="page-banner">
      <div className="container">
        <h1 className="page-banner__title">{title}</h1>
        {subtitle && <p className="page-banner__subtitle">{subtitle}</p>}
      </div>
    </header>
  );
}
