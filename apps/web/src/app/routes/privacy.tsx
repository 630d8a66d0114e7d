import { PrivacyPage } from '@/features/info/components/privacy-page';

export function Component() {
  return <PrivacyPage />;
}
