import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/i18n/navigation';
import { queries } from '@/api/queries';
import { paths } from '@/config/paths';
import { listLabels, matchConditions, nameMatches } from '@/lib/conditions/match-conditions';

/**
 * A shopper who searches by a symptom ('sugar', 'kabz') finds product names that never say it:
 * offer the categories for the condition they mean.
 */
export function ConditionHint({ search, category }: { search: string; category: string }) {
  const categories = useQuery(queries.categories());
  const conditions = matchConditions(search);
  if (conditions.length === 0 || !categories.data) return null;
  const matching = categories.data.filter(
    (candidate) => candidate.slug !== category && nameMatches(candidate.title, '', conditions),
  );
  if (matching.length === 0) return null;
  return (
    <p className="shop__hint">
      <Trans>Looking for remedies for</Trans>{' '}
      {listLabels(conditions.map((condition) => condition.label))}?{' '}
      {matching.map((candidate, index) => (
        <span key={candidate.id}>
          {index > 0 && ' · '}
          <Link to={paths.shop.href({ category: candidate.slug })}>
            <Trans>See {candidate.title}</Trans>
          </Link>
        </span>
      ))}
    </p>
  );
}
