/** Spec: account details show 'N/A' for what the shopper's record lacks. */
export const NOT_AVAILABLE = 'N/A';

/** One term of a details list (`<dl>`), 'N/A' when its value is empty. */
export function Detail({ term, value }: { term: string; value: string | null }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value?.trim() ? value : NOT_AVAILABLE}</dd>
    </div>
  );
}
