import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { ReturnedError } from '@/features/auth/components/returned-error';
import { SignInPanel } from '@/features/auth/components/sign-in-panel';
import { SignUpPanel } from '@/features/auth/components/sign-up-panel';
import { SignedInNotice } from '@/features/auth/components/signed-in-notice';
import { useReturnPath } from '@/features/auth/use-return-path';
import { PageTitle } from '../shell/page-title';

/** docs/product.md §2: the auth screen takes `redirectTo` (e.g. /events/create) and returns there. */
export function Component() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const { redirectTo, goToTarget, email } = useReturnPath();
  const tab = params.get('tab') === 'join' ? 'join' : 'login';

  return (
    <>
      <PageTitle>{tab === 'join' ? t`Join` : t`Log In`}</PageTitle>
      <AuthScreen
        heading={t`Welcome to Lineup`}
        description={t`Log in or create an account to add events, join plans and connect with friends.`}
      >
        <ReturnedError className="mb-4" />
        <SignedInNotice className="mb-4" />
        <Tabs
          value={tab}
          onValueChange={(value) => {
            const next = new URLSearchParams(params);
            if (value === 'join') next.set('tab', 'join');
            else next.delete('tab');
            setParams(next, { replace: true, preventScrollReset: true });
          }}
        >
          <TabsList aria-label={t`Log in or join`} className="mb-6">
            <TabsTrigger value="login">{t`Log In`}</TabsTrigger>
            <TabsTrigger value="join">{t`Join`}</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <SignInPanel redirectTo={redirectTo} onSignedIn={goToTarget} defaultEmail={email} />
          </TabsContent>
          <TabsContent value="join">
            <SignUpPanel redirectTo={redirectTo} onSignedIn={goToTarget} />
          </TabsContent>
        </Tabs>
      </AuthScreen>
    </>
  );
}
