import { useLingui } from '@lingui/react/macro';
type RatingStarsProps = { rating: number; className?: string };

/** Five stars filled to the rating, with the rating as text for screen readers. */
export function RatingStars({ rating, className }: RatingStarsProps) {
  const { t } = useLingui();
  const value = Math.max(0, Math.min(5, Number.isFinite(rating) ? rating : 0));
  const rounded = Math.round(value * 10) / 10;
  return (
    <span
      className={`rating ${className ?? ''}`}
      role="img"
      aria-label={t`Rated ${rounded} out of 5`}
    >
      <span
        className="rating__stars"
        aria-hidden="true"
        style={{ '--fill': `${(value / 5) * 100}%` } as React.CSSProperties}
      >
        ★★★★★
      </span>
    </span>
  );
}
