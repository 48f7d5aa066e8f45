import { CircleAlert } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { INVITATION_PATHS, type AcceptInvitationInput, type InvitationPreview } from '../../../shared/invitations';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { api, ApiError } from '../../lib/api-client';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthLayout } from '../../components/auth-layout';
import { useAuthSubmit } from '../../components/use-auth-submit';
import { founderName } from '../../lib/founder-name';

const resolver = lazyZodResolver<AcceptInvitationInput, AcceptInvitationInput>(
  async () => (await import('../../../shared/invitations')).acceptInvitationSchema,
);

type Invitation = { status: 'loading' } | { status: 'dead' } | { status: 'failed' } | { status: 'open'; preview: InvitationPreview };

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center font-medium text-brand-600 hover:text-brand-700 hover:underline sm:min-h-0 dark:text-brand-400 dark:hover:text-brand-300';

/** The link's fragment (`/invite#<token>`), following a link to another invitation opened in this tab. */
function useFragment(): string {
  const [fragment, setFragment] = useState(() => window.location.hash.slice(1));
  useEffect(() => {
    const update = () => setFragment(window.location.hash.slice(1));
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return fragment;
}

/** The invitation of the link's token: read from the fragment, never sent in a URL the server logs. */
function useInvitation(token: string): [Invitation, () => void] {
  const [invitation, setInvitation] = useState<Invitation>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!token) return setInvitation({ status: 'dead' });
    setInvitation({ status: 'loading' });
    let isCurrent = true;
    api<InvitationPreview>('GET', INVITATION_PATHS.byToken(token)).then(
      ({ data }) => isCurrent && setInvitation({ status: 'open', preview: data }),
      (error: unknown) => isCurrent && setInvitation({ status: error instanceof ApiError && error.status === 404 ? 'dead' : 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [token, attempt]);
  return [invitation, () => setAttempt((count) => count + 1)];
}

/** DESIGN §8: "<inviter> invited you to join <startup>": name and password, then the dashboard. */
export function InvitePage() {
  const { t } = useTranslation();
  const token = useFragment();
  const [invitation, retry] = useInvitation(token);
  useDocumentTitle(t('team.accept.documentTitle'));
  const loginFooter = (
    <>
      {t('auth.haveAccount')}{' '}
      <a className={linkClass} href="/login">
        {t('auth.login')}
      </a>
    </>
  );

  if (invitation.status === 'loading') {
    return (
      <AuthLayout title={t('team.accept.loading')} subtitle="" footer={loginFooter}>
        <div
          role="status"
          aria-label={t('common.loading')}
          className="h-48 animate-pulse rounded-lg bg-zinc-100 motion-reduce:animate-none dark:bg-zinc-800/70"
        />
      </AuthLayout>
    );
  }
  if (invitation.status !== 'open') {
    const isDead = invitation.status === 'dead';
    return (
      // A dead link's one way on is its Log in button: no footer saying the same again.
      <AuthLayout
        title={t(isDead ? 'team.accept.deadTitle' : 'team.accept.failedTitle')}
        subtitle={t(isDead ? 'team.accept.deadSubtitle' : 'team.accept.failedSubtitle')}
        footer={isDead ? undefined : loginFooter}
      >
        <div className="flex flex-col items-center gap-4 text-center" data-invitation-dead={isDead || undefined}>
          <CircleAlert aria-hidden className="size-10 text-amber-500" />
          <p className="text-sm text-zinc-600 dark:text-zinc-300">{t(isDead ? 'team.accept.deadHelp' : 'team.accept.failedHelp')}</p>
          {isDead ? (
            <a
              href="/login"
              className="inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-3.5 py-2 text-sm font-medium text-white shadow-sm hover:bg-brand-700 max-sm:min-h-11"
            >
              {t('auth.login')}
            </a>
          ) : (
            <Button className="w-full" onClick={retry}>
              {t('common.retry')}
            </Button>
          )}
        </div>
      </AuthLayout>
    );
  }
  return <AcceptForm key={token} token={token} preview={invitation.preview} footer={loginFooter} />;
}

function AcceptForm({ token, preview, footer }: { token: string; preview: InvitationPreview; footer: ReactNode }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AcceptInvitationInput & { email?: string }>({ resolver: resolver as never, defaultValues: { email: preview.email } });
  const accept = useAuthSubmit(INVITATION_PATHS.accept(token), setError, 'auth.welcome');
  const subtitle = preview.invited_by
    ? t('team.accept.invitedBy', { name: founderName(preview.invited_by), startup: preview.startup_name })
    : t('team.accept.invited', { startup: preview.startup_name });

  return (
    <AuthLayout title={t('team.accept.title', { startup: preview.startup_name })} subtitle={subtitle} footer={footer}>
      <form noValidate onSubmit={handleSubmit(({ email: _email, ...values }) => void accept.submit(values))} data-accept-invitation>
        <fieldset disabled={accept.isPending} className="min-w-0 space-y-4">
          <TextField
            label={t('auth.email')}
            type="email"
            readOnly
            aria-readonly
            hint={t('team.accept.emailFixed')}
            error={errors.email?.message}
            {...register('email')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('auth.firstName')}
              autoComplete="given-name"
              autoFocus
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <TextField label={t('auth.lastName')} autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
          </div>
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.passwordHint')}
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" className="w-full">
            {accept.isPending ? t('team.accept.joining') : t('team.accept.join')}
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
