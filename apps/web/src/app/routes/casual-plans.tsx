import PlusIcon from 'lucide-react/icons/plus';
import { LinkButton } from '@/components/ui/link-button';
import { PageLayout } from '../shell/page-layout';

export function Component() {
  return (
    <PageLayout
      title="Casual Plans"
      heading="Casual plans"
      description="Low-key meetups anyone can join: a dawn paddle-out, a sunset drink, a lift to the next break."
      actions={
        <LinkButton to="/casual-plans/create">
          <PlusIcon aria-hidden="true" />
          New plan
        </LinkButton>
      }
      width="wide"
    />
  );
}
