import { PageLayout } from '../shell/page-layout';

export function Component() {
  return (
    <PageLayout
      title="Connect"
      heading="Connect"
      description="Find friends on Lineup, answer requests, and see which events and plans your friends are going to."
    />
  );
}
