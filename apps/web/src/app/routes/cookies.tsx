import { CookiesPage } from '@/features/info/components/cookies-page';

export function Component() {
  return <CookiesPage />;
}
