import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
/** Spec: account details show 'N/A' for what the shopper's record lacks. */
export const NOT_AVAILABLE = msg`N/A`;

/** One term of a details list (`<dl>`), 'N/A' when its value is empty. */
export function Detail({ term, value }: { term: string; value: string | null }) {
  const { t } = useLingui();
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value?.trim() ? value : t(NOT_AVAILABLE)}</dd>
    </div>
  );
}
