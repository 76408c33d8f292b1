import { useState, type ImgHTMLAttributes } from 'react';
import { useHoldFirstScreen } from '@/lib/first-screen';
import { safeUrl } from '@/lib/safe-url';

type ApiImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  width: number;
  height: number;
  /**
   * Above-the-fold images load eagerly with high priority, and the first screen counts as
   * drawn only once they have loaded; everything else is lazy.
   */
  priority?: boolean;
};

const PLACEHOLDER = '/images/placeholder.svg';

/** An image whose URL came from the API: only http(s) or relative URLs, always sized, lazy by default. */
export function ApiImage({ src, alt, width, height, priority = false, ...rest }: ApiImageProps) {
  const [awaitingPaint, setAwaitingPaint] = useState(priority);
  useHoldFirstScreen(awaitingPaint);
  return (
    <img
      src={safeUrl(src) ?? PLACEHOLDER}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onLoad={
        awaitingPaint
          ? (event) => {
              // Decoded, the picture goes on screen with the next paint.
              const decoded = event.currentTarget.decode?.() ?? Promise.resolve();
              decoded.catch(() => {}).finally(() => setAwaitingPaint(false));
            }
          : undefined
      }
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(PLACEHOLDER)) img.src = PLACEHOLDER;
        else setAwaitingPaint(false);
      }}
      {...rest}
    />
  );
}
