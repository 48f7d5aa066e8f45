import { useTranslation } from '../i18n/use-translation';

/** Stands in for the address while the text is translated (private use: in no catalog's text). */
const PLACEHOLDER = '\uE000';

/**
 * A translated sentence with an email address in it, set apart: isolated left to right (inside Arabic its dots and
 * `@` would otherwise be reordered with the words around it) and in the label weight. An address wider than a
 * phone's line wraps inside itself instead of pushing the page sideways.
 */
export function TextWithEmail({
  textKey,
  email,
}: {
  textKey: 'team.invite.sent' | 'team.invite.mailFailed' | 'accountSettings.email.sent' | 'confirmEmail.done';
  email: string;
}) {
  const { t } = useTranslation();
  const [before, after] = t(textKey, { email: PLACEHOLDER }).split(PLACEHOLDER);
  return (
    <>
      {before}
      <bdi dir="ltr" className="font-medium [overflow-wrap:anywhere]">
        {email}
      </bdi>
      {after}
    </>
  );
}
