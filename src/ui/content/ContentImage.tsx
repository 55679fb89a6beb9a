import Box from '@mui/material/Box';
import Image from 'next/image';

/**
 * A CMS image in a fixed aspect box (no layout shift). Only local paths (/storage/images/…) are optimised;
 * anything else from an external backend is shown as is.
 */
export function ContentImage({ src, alt, ratio = '16 / 9', sizes, priority = false, radius = 3 }: { src?: string; alt: string; ratio?: string; sizes: string; priority?: boolean; radius?: number }) {
  const local = Boolean(src?.startsWith('/') && !src.startsWith('//'));
  return (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio: ratio, overflow: 'hidden', borderRadius: radius, bgcolor: 'action.hover' }}>
      {src ? <Image src={src} alt={alt} fill sizes={sizes} preload={priority} unoptimized={!local} style={{ objectFit: 'cover' }} /> : null}
    </Box>
  );
}
