import { TermsPage } from '@/features/info/components/terms-page';

export function Component() {
  return <TermsPage />;
}
