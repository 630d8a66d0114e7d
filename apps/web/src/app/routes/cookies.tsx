import type { PageHandle } from '../page-handle';
import { CookiesPage } from '@/features/info/components/cookies-page';

export function Component() {
  return <CookiesPage />;
}

export const handle: PageHandle = { serverRendered: true };
