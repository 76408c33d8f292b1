import { Link } from 'react-router-dom';
import type { Combo } from '@/api/schemas';
import { ApiImage } from '@/components/api-image';
import { SafeHtml } from '@/components/safe-html';
import { paths } from '@/config/paths';

export function ComboCard({ combo }: { combo: Combo }) {
  return (
    <article className="combo-card">
      <ApiImage src={combo.default_image} alt="" width={300} height={300} />
      <div className="combo-card__body">
        <h2>
          <Link to={paths.combo.href(combo.slug)}>{combo.name}</Link>
        </h2>
        <SafeHtml html={combo.short_description} />
      </div>
    </article>
  );
}
