import type { PageHandle } from '../page-handle';
import { AboutPage } from '@/features/info/components/about-page';

export function Component() {
  return <AboutPage />;
}

export const handle: PageHandle = { serverRendered: true };
