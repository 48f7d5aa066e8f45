import { Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ContactDetails, ContactPhone } from '../../../shared/contact-details';
import { CONTACT_DETAILS_PATHS } from '../../../shared/resources';
import { preloadable } from '../../app/preloadable';
import { EmptySummary, SummaryList, SummaryStatus } from '../../components/summary';
import { useResource } from '../../lib/resource';

// The flags' table (every country's file URL, ~2 KB gzipped) stays off the dashboard's first page: a
// flag is decoration beside its number, so it may arrive a moment later, in a box already its size.
const Flag = preloadable(() => import('../../components/flag').then((module) => module.Flag));

function emailList(emails: ContactDetails['emails']) {
  if (emails.length === 0) return '';
  return (
    <span className="flex flex-col gap-0.5">
      {emails.map((email, index) => (
        <span key={index} title={email.value} dir="ltr" className="truncate rtl:text-end">
          {email.value}
        </span>
      ))}
    </span>
  );
}

/** A saved link, shown without its scheme; truncated in its own box, its focus ring drawn inside it (in the row's spare pixels) so the row does not clip it. */
function externalLink(url: string) {
  if (!url) return '';
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      dir="ltr"
      title={url}
      className="-mx-1 inline-block max-w-[calc(100%+0.5rem)] truncate rounded-sm px-1 align-top text-brand-600 hover:text-brand-700 hover:underline focus-visible:outline-offset-[-2px] dark:text-brand-400 dark:hover:text-brand-300"
    >
      {url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')}
    </a>
  );
}

function phoneNumbers(phones: readonly ContactPhone[]) {
  if (phones.length === 0) return '';
  return (
    <span className="flex flex-col gap-0.5">
      {phones.map((phone, index) => (
        <span key={index} className="flex min-w-0 items-center gap-1.5" data-phone-country={phone.country}>
          <Suspense fallback={<span aria-hidden className="inline-block h-3 w-4 shrink-0" />}>
            <Flag code={phone.country} size="sm" />
          </Suspense>
          <span dir="ltr" className="truncate">
            {phone.international}
          </span>
        </span>
      ))}
    </span>
  );
}

export function ContactDetailsSummary() {
  const { t } = useTranslation();
  const { data, isError } = useResource<ContactDetails>(CONTACT_DETAILS_PATHS);
  if (!data) return <SummaryStatus isError={isError} />;
  const { emails, phones, whatsapps, linkedin, website } = data;
  if (emails.length + phones.length + whatsapps.length === 0 && !linkedin && !website) {
    return <EmptySummary message={t('profile.contact.empty')} />;
  }
  return (
    <SummaryList
      items={[
        { label: t('profile.contact.emails'), value: emailList(emails) },
        { label: t('profile.contact.phones'), value: phoneNumbers(phones) },
        { label: t('profile.contact.whatsapps'), value: phoneNumbers(whatsapps) },
        { label: t('profile.contact.linkedin'), value: externalLink(linkedin) },
        { label: t('profile.contact.website'), value: externalLink(website) },
      ]}
    />
  );
}
