import type { PageHandle } from '../page-handle';
import { ContactPage } from '@/features/info/components/contact-page';

export function Component() {
  return <ContactPage />;
}

export const handle: PageHandle = { serverRendered: true };
