import { LoginRequired } from '@/features/auth/components/login-required';
import { PageLayout } from '../shell/page-layout';

export function Component() {
  return (
    <LoginRequired
      title="Log in to make a plan"
      description="Members can start casual plans and invite everyone, or just their friends."
    >
      <PageLayout
        title="New Plan"
        heading="Make a casual plan"
        description="Say what, where and when; set a spots limit if you like, and who can see it."
        width="narrow"
      />
    </LoginRequired>
  );
}
