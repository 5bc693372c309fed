import { styled } from '@mui/material/styles';
import type { ImageRef } from '../content/types';
import { getResponsiveImage } from '../content/images';

const Img = styled('img')({ display: 'block', width: '100%', height: 'auto' });

interface PictureProps {
  /** Which content image (its name in `src/content/images/`) and its alt text. */
  image: ImageRef;
  /** The rendered width at each breakpoint, so the browser picks the right file. */
  sizes: string;
  /** Above the fold: load at once and first. Everything else loads lazily. */
  priority?: boolean;
  /**
   * Styles for the image element (from a styled() wrapper).
   * @default none
   */
  className?: string;
}

/**
 * A content image in AVIF or WebP at the size the layout needs, with its dimensions reserved (the
 * page does not jump as it loads). Every photo and artwork goes through it; its width follows its
 * container.
 */
export function Picture({ image, sizes, priority = false, className }: PictureProps) {
  const { width, height, src, sources } = getResponsiveImage(image.name);
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <Img
        className={className}
        src={src}
        alt={image.alt}
        width={width}
        height={height}
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
