import { memo } from 'react';
import { Link } from '@/i18n/navigation';
import type { Combo } from '@/api/schemas';
import { ApiImage } from '@/components/api-image';
import { SafeHtml } from '@/components/safe-html';
import { paths } from '@/config/paths';
import './combo-card.css';

type ComboCardProps = { combo: Combo; headingLevel?: 2 | 3 };

/** A disease combo in a grid or carousel; the whole card links to the combo page. */
export const ComboCard = memo(function ComboCard({ combo, headingLevel = 2 }: ComboCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="combo-card">
      <ApiImage src={combo.default_image} alt="" width={300} height={300} />
      <div className="combo-card__body">
        <Heading className="combo-card__name">
          <Link to={paths.combo.href(combo.slug)}>{combo.name}</Link>
        </Heading>
        <SafeHtml html={combo.short_description} headingsFrom={headingLevel === 2 ? 3 : 4} />
      </div>
    </article>
  );
});
