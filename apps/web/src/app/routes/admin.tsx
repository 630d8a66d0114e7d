import { LoginRequired } from '@/features/auth/components/login-required';
import { PageLayout } from '../shell/page-layout';

export function Component() {
  return (
    <LoginRequired
      title="Admins only"
      description="Log in with an admin account to manage Lineup."
      showBrowseButton={false}
    >
      <PageLayout
        title="Admin"
        heading="Admin"
        description="Manage areas, moderate events and members, and read the search and consent figures."
        width="wide"
      />
    </LoginRequired>
  );
}
