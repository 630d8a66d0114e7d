import { useLingui } from '@lingui/react/macro';
import type { Profile } from '@lineup/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { avatarSource } from '@/lib/avatar-source';
import { clearOfflineData } from '@/lib/offline-cache';
import { fetchMyProfile } from './api/my-profile';
import { fetchSession, type SessionData } from './api/session';
import type * as Actions from './auth-actions';

/** What the shell needs to know about the signed-in member. */
export type ShellUser = {
  id: string;
  email: string;
  username: string | null;
  avatarUrl: string | null;
  /** An admin: the menu leads to the admin page. */
  isAdmin?: boolean;
};

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export type SignUpInput = Actions.SignUpInput;
export type SignUpResult = Actions.SignUpResult;
export type SignInInput = Actions.SignInInput;
export type UpdateProfileInput = Actions.UpdateProfileInput;
export type SocialProvider = Actions.SocialProvider;

export type AuthActions = {
  /** docs/product.md §4: ends any current session first; `needs-confirmation` shows "Check your email". */
  signUp: (input: SignUpInput) => Promise<SignUpResult>;
  /** Ends any current session first; rejects with the error to show (see `authErrorMessage`). */
  signIn: (input: SignInInput) => Promise<void>;
  /** Mails a one-time sign-in link returning to `redirectTo` (default /profile). */
  sendMagicLink: (input: { email: string; redirectTo?: string | null }) => Promise<void>;
  /** Leaves for Google or Facebook; they send the member back through /email-confirmation. */
  signInWithProvider: (provider: SocialProvider, redirectTo?: string | null) => Promise<void>;
  /** Ends any current session, then mails a link to /reset-password. */
  requestPasswordReset: (email: string) => Promise<void>;
  /** Sets a new password with the token of a reset link. */
  resetPassword: (input: { token: string; password: string }) => Promise<void>;
  /** Sends the confirmation mail again. */
  resendConfirmation: (email: string) => Promise<void>;
  /** docs/product.md §7 "update user: password", for a member who knows the current one. */
  changePassword: (input: { currentPassword: string; newPassword: string }) => Promise<void>;
  /**
   * Ends this session on the server, clears the member from the app and shows "Signed out",
   * even when the server could not be reached; then rejects so a caller can tell.
   */
  signOut: () => Promise<void>;
  /** Saves profile fields; rejects with "No user is currently signed in." for a visitor. */
  updateProfile: (input: UpdateProfileInput) => Promise<Profile>;
  /** Reads the session again, e.g. after a sign-in elsewhere. */
  refreshSession: () => Promise<void>;
  /** Reads the profile again, e.g. after a new avatar. */
  refreshProfile: () => Promise<void>;
};

export type AuthState = AuthActions & {
  /** docs/product.md §4: "loading" at start, then "signed-in" (user, session, profile) or "signed-out". */
  status: AuthStatus;
  user: ShellUser | null;
  session: SessionData | null;
  profile: Profile | null;
  /** True once this visitor has signed up successfully in this visit. */
  isNewUser: boolean;
};

const notAvailable = () => Promise.reject(new Error('Accounts are not available here.'));

/** A visitor, with actions that do nothing; tests start from it. */
export const signedOutState: AuthState = {
  status: 'signed-out',
  user: null,
  session: null,
  profile: null,
  isNewUser: false,
  signUp: notAvailable,
  signIn: notAvailable,
  sendMagicLink: notAvailable,
  signInWithProvider: notAvailable,
  requestPasswordReset: notAvailable,
  resetPassword: notAvailable,
  resendConfirmation: notAvailable,
  changePassword: notAvailable,
  signOut: async () => {},
  updateProfile: notAvailable,
  refreshSession: async () => {},
  refreshProfile: async () => {},
};

/** docs/product.md §9: the profile is read again about 100 ms after an auth change. */
export const PROFILE_REFRESH_DELAY_MS = 100;
/** A tab that comes back after this long checks whether its session still holds. */
const SESSION_RECHECK_MS = 5 * 60 * 1000;
const AUTH_CHANNEL = 'lineup_auth';

export const sessionQueryKey = ['auth', 'session'] as const;
export const myProfileQueryKey = (userId: string) => ['profile', 'me', userId] as const;

// Sign-in screens, the settings page and the menu's sign-out need this; visitors who only
// browse never download it (nor Better Auth's client, which it loads in turn).
const loadActions = () => import('./auth-actions');

/** Account screens call this when they open, so the first click does not wait for the code. */
export function preloadAuthActions(): void {
  void loadActions();
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * Provides the session to the app. Tests pass `value` to render a fixed state; the app reads
 * the session cookie's session from the API with a plain fetch, so the first page load carries
 * no auth library.
 */
export function AuthProvider({ value, children }: { value?: AuthState; children: ReactNode }) {
  if (value) return <AuthContext value={value}>{children}</AuthContext>;
  return <LiveAuthProvider>{children}</LiveAuthProvider>;
}

function toShellUser(session: SessionData, profile: Profile | null): ShellUser {
  return {
    id: session.user.id,
    email: session.user.email,
    username: profile?.username ?? null,
    avatarUrl: avatarSource(profile?.avatarUrl) ?? avatarSource(session.user.image),
    isAdmin: session.user.role === 'admin',
  };
}

function LiveAuthProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [isNewUser, setIsNewUser] = useState(false);
  const channel = useRef<BroadcastChannel | null>(null);
  const checkedAt = useRef(0);

  const sessionQuery = useQuery({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }) => {
      checkedAt.current = Date.now();
      return fetchSession(signal);
    },
    staleTime: Infinity,
  });
  // The first answer about the session is passed on as a transition: React renders it in
  // short slices, and holds it back while a part of the page still hydrates or loads its code.
  // Passed on as the query gives it (a store's update, synchronous), it redrew the header and
  // every card's buttons in one long task while the phone was still starting the page
  // (docs/decisions/0029). Every later answer (a sign-in, a sign-out) is passed on at once.
  const [firstAnswerShown, setFirstAnswerShown] = useState(false);
  const answered = !sessionQuery.isPending;
  useEffect(() => {
    if (answered && !firstAnswerShown) startTransition(() => setFirstAnswerShown(true));
  }, [answered, firstAnswerShown]);

  const session = firstAnswerShown ? (sessionQuery.data ?? null) : null;
  const userId = session?.user.id ?? null;
  const email = session?.user.email ?? '';

  const profileQuery = useQuery({
    queryKey: myProfileQueryKey(userId ?? ''),
    queryFn: ({ signal }) => fetchMyProfile({ userId: userId ?? '', email, signal }),
    enabled: userId !== null,
    // The profile query never fails (docs/product.md §8 falls back to a default profile).
    retry: false,
  });
  const profile = userId ? (profileQuery.data ?? null) : null;

  const status: AuthStatus = !firstAnswerShown
    ? 'loading'
    : session === null
      ? 'signed-out'
      : profileQuery.isPending
        ? 'loading'
        : 'signed-in';

  const refreshSession = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: sessionQueryKey, exact: true });
  }, [queryClient]);

  const refreshProfile = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: ['profile', 'me'] });
  }, [queryClient]);

  /**
   * docs/product.md §4: after an auth change the session is read again, and the profile about 100 ms
   * later. A member new to this tab has no profile yet; its query then loads it at once.
   */
  const authChanged = useCallback(
    async (options: { broadcast?: boolean } = {}) => {
      await refreshSession();
      const current = queryClient.getQueryData<SessionData | null>(sessionQueryKey);
      if (current) {
        const key = myProfileQueryKey(current.user.id);
        if (queryClient.getQueryData(key) !== undefined) {
          window.setTimeout(() => {
            void queryClient.refetchQueries({ queryKey: key, exact: true });
          }, PROFILE_REFRESH_DELAY_MS);
        }
      }
      if (options.broadcast !== false) channel.current?.postMessage('changed');
    },
    [queryClient, refreshSession],
  );

  const clearMember = useCallback(() => {
    // What the service worker kept for offline reading was this member's.
    void clearOfflineData();
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ queryKey: ['profile', 'me'] });
    setIsNewUser(false);
    channel.current?.postMessage('changed');
  }, [queryClient]);

  // Other tabs follow a sign-in or sign-out made here, and this tab follows theirs.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const current = new BroadcastChannel(AUTH_CHANNEL);
    current.onmessage = () => void authChanged({ broadcast: false });
    channel.current = current;
    return () => {
      current.close();
      channel.current = null;
    };
  }, [authChanged]);

  // A tab left open for a while may have been signed out elsewhere, or its session renewed.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - checkedAt.current < SESSION_RECHECK_MS) return;
      void refreshSession();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refreshSession]);

  const value = useMemo<AuthState>(() => {
    const hasSession = () => queryClient.getQueryData(sessionQueryKey) != null;
    return {
      status,
      user: session && status === 'signed-in' ? toShellUser(session, profile) : null,
      session: status === 'signed-in' ? session : null,
      profile: status === 'signed-in' ? profile : null,
      isNewUser,
      async signUp(input) {
        const actions = await loadActions();
        const result = await actions.signUp(i18n, input, { hasSession: hasSession() });
        setIsNewUser(true);
        if (result === 'signed-in') await authChanged();
        else queryClient.setQueryData(sessionQueryKey, null);
        return result;
      },
      async signIn(input) {
        const actions = await loadActions();
        await actions.signIn(input, { hasSession: hasSession() });
        await authChanged();
      },
      async sendMagicLink(input) {
        const actions = await loadActions();
        await actions.sendMagicLink(input, { hasSession: hasSession() });
        if (hasSession()) clearMember();
      },
      async signInWithProvider(provider, redirectTo) {
        const actions = await loadActions();
        await actions.signInWithProvider(provider, redirectTo, { hasSession: hasSession() });
      },
      async requestPasswordReset(email) {
        const actions = await loadActions();
        await actions.requestPasswordReset(email, { hasSession: hasSession() });
        if (hasSession()) clearMember();
      },
      async resetPassword(input) {
        const actions = await loadActions();
        await actions.resetPassword(input);
      },
      async resendConfirmation(email) {
        const actions = await loadActions();
        await actions.resendConfirmation(email);
      },
      async changePassword(input) {
        const actions = await loadActions();
        await actions.changePassword(i18n, input);
      },
      async signOut() {
        const [actions, push] = await Promise.all([
          loadActions(),
          import('@/lib/push-subscription'),
        ]);
        // This device stops getting the member's pushes (the next person may not be them).
        await push.turnOffPush().catch(() => {});
        try {
          await actions.endSession();
        } finally {
          // docs/product.md §4: cleared and confirmed even when the server could not be told.
          clearMember();
          actions.showSignedOutToast(i18n);
        }
      },
      async updateProfile(input) {
        const actions = await loadActions();
        const userIdNow = (queryClient.getQueryData(sessionQueryKey) as SessionData | null)?.user
          .id;
        const updated = await actions.updateProfile(i18n, input, { userId: userIdNow ?? null });
        if (userIdNow) queryClient.setQueryData(myProfileQueryKey(userIdNow), updated);
        return updated;
      },
      refreshSession,
      refreshProfile,
    };
  }, [
    status,
    session,
    profile,
    isNewUser,
    queryClient,
    authChanged,
    clearMember,
    refreshSession,
    refreshProfile,
    i18n,
  ]);

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  // docs/product.md §8: the exact message when auth state is read outside its provider.
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

/** The signed-in member, or `null` for a visitor (and while the session loads). */
export function useCurrentUser(): ShellUser | null {
  return useAuth().user;
}

/** The name to greet a member by: the username, else the part of the e-mail before the @. */
export function displayNameOf(user: Pick<ShellUser, 'username' | 'email'>): string {
  return user.username?.trim() || user.email.split('@')[0] || user.email;
}
