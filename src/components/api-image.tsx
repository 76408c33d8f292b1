import type { ImgHTMLAttributes } from 'react';
import { safeUrl } from '@/lib/safe-url';

type ApiImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  width: number;
  height: number;
  /** The page's main picture loads eagerly with high priority; everything else is lazy. */
  priority?: boolean;
};

const PLACEHOLDER = '/images/placeholder.svg';

/** An image whose URL came from the API: only http(s) or relative URLs, always sized, lazy by default. */
export function ApiImage({ src, alt, width, height, priority = false, ...rest }: ApiImageProps) {
  return (
    <img
      src={safeUrl(src) ?? PLACEHOLDER}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(PLACEHOLDER)) img.src = PLACEHOLDER;
      }}
      {...rest}
    />
  );
}
