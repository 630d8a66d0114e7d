import type { PageHandle } from '../page-handle';
import { TermsPage } from '@/features/info/components/terms-page';

export function Component() {
  return <TermsPage />;
}

export const handle: PageHandle = { serverRendered: true };
