import type { PageHandle } from '../page-handle';
import { PrivacyPage } from '@/features/info/components/privacy-page';

export function Component() {
  return <PrivacyPage />;
}

export const handle: PageHandle = { serverRendered: true };
