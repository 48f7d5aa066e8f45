import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { emailConfirmationPath, type EmailChangedAnswer } from '../../../shared/account';
import { PAGE_PATHS } from '../../../shared/pages';
import { AuthLayout } from '../../components/auth-layout';
import { Button } from '../../components/button';
import { TextWithEmail } from '../../components/text-with-email';
import { api, ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/form-errors';
import { useLoadedSession } from '../../lib/startup-session';
import { useDocumentTitle } from '../../lib/use-document-title';

type Confirmation =
  | { status: 'confirming' }
  | { status: 'done'; email: string }
  | { status: 'dead' }
  | { status: 'taken'; message: string }
  | { status: 'failed' };

const NOT_FOUND = 404;

const actionClass =
  'inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-3.5 py-2 text-sm font-medium text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 max-sm:min-h-11';

/** Posts the link's token once (StrictMode mounts twice; a second post would find the link used), again on Retry. */
function useConfirmation(token: string): [Confirmation, () => void] {
  const [confirmation, setConfirmation] = useState<Confirmation>(token ? { status: 'confirming' } : { status: 'dead' });
  const [attempt, setAttempt] = useState(0);
  const postedAttempt = useRef(-1);
  useEffect(() => {
    if (!token || postedAttempt.current === attempt) return;
    postedAttempt.current = attempt;
    setConfirmation({ status: 'confirming' });
    api<EmailChangedAnswer>('POST', emailConfirmationPath(token)).then(
      // The next page loads afresh, so a session of this account shows the new address there.
      ({ data }) => setConfirmation({ status: 'done', email: data.email }),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === NOT_FOUND) return setConfirmation({ status: 'dead' });
        if (error instanceof ApiError && error.isValidation) {
          return setConfirmation({ status: 'taken', message: error.errors.email?.[0] ?? errorMessage(error, '') });
        }
        setConfirmation({ status: 'failed' });
      },
    );
  }, [token, attempt]);
  return [confirmation, () => setAttempt((count) => count + 1)];
}

/** `/confirm-email#<token>` (DESIGN §8): the link mailed to a new address makes the change, logged in or not. */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  // The token stays in the fragment: no server log or Referer sees it.
  const [token] = useState(() => window.location.hash.slice(1));
  const [confirmation, retry] = useConfirmation(token);
  const isLoggedIn = Boolean(useLoadedSession()?.user);
  useDocumentTitle(t('confirmEmail.title'));

  if (confirmation.status === 'confirming') {
    return (
      <AuthLayout title={t('confirmEmail.confirming')} subtitle={t('confirmEmail.confirmingSubtitle')}>
        <div
          role="status"
          aria-label={t('confirmEmail.confirming')}
          className="h-24 animate-pulse rounded-lg bg-zinc-100 motion-reduce:animate-none dark:bg-zinc-800/70"
        />
      </AuthLayout>
    );
  }
  if (confirmation.status === 'done') {
    return (
      <AuthLayout title={t('confirmEmail.doneTitle')} subtitle={t('confirmEmail.doneSubtitle')}>
        <div className="flex flex-col items-center gap-4 text-center" role="status" data-email-confirmed>
          <CircleCheck aria-hidden className="size-10 text-emerald-600 dark:text-emerald-400" />
          <p className="text-sm text-zinc-700 dark:text-zinc-200">
            <TextWithEmail textKey="confirmEmail.done" email={confirmation.email} />
          </p>
          <a href={isLoggedIn ? PAGE_PATHS.overview : PAGE_PATHS.login} className={actionClass}>
            {t(isLoggedIn ? 'confirmEmail.toDashboard' : 'confirmEmail.toLogin')}
          </a>
        </div>
      </AuthLayout>
    );
  }
  const problem = {
    dead: { title: t('confirmEmail.deadTitle'), subtitle: t('confirmEmail.deadSubtitle'), help: t('confirmEmail.deadHelp') },
    taken: { title: t('confirmEmail.takenTitle'), subtitle: '', help: confirmation.status === 'taken' ? confirmation.message : '' },
    failed: { title: t('confirmEmail.failedTitle'), subtitle: t('confirmEmail.failedSubtitle'), help: t('confirmEmail.failedHelp') },
  }[confirmation.status];
  return (
    <AuthLayout title={problem.title} subtitle={problem.subtitle}>
      <div className="flex flex-col items-center gap-4 text-center" role="alert" data-email-link-problem={confirmation.status}>
        <CircleAlert aria-hidden className="size-10 text-amber-500" />
        <p className="text-sm text-zinc-600 dark:text-zinc-300">{problem.help}</p>
        {confirmation.status === 'failed' ? (
          <Button className="w-full" onClick={retry}>
            {t('common.retry')}
          </Button>
        ) : (
          // Logged out, the account page asks to log in first.
          <a href={`${PAGE_PATHS.account}#email`} className={actionClass}>
            {t(confirmation.status === 'dead' ? 'confirmEmail.newLink' : 'confirmEmail.chooseAnother')}
          </a>
        )}
      </div>
    </AuthLayout>
  );
}
