import { ACCOUNT_MESSAGES, PERSONAL_DETAILS_MESSAGES } from '../../shared/feature-messages';

/**
 * English catalog, account part: the forgotten-password pages and the account settings page (DESIGN §8),
 * loaded only by those pages (load-catalog.ts), so the login page and the dashboard never carry them.
 */
export const enAccount = {
  passwordReset: {
    forgotTitle: 'Reset your password',
    forgotSubtitle: "Enter your account's email and we will send you a link to choose a new password.",
    send: 'Send reset link',
    sending: 'Sending…',
    remembered: 'Remembered it?',
    checkInboxTitle: 'Check your inbox',
    checkInboxSubtitle: 'The link works once, for one hour.',
    sentTo: 'If an account uses this email, a link to reset its password is on its way to',
    sentHelp: 'Nothing after a few minutes? Look in your spam folder, or check the address and send again.',
    tryAgain: 'Send again or use another email',
    resetTitle: 'Choose a new password',
    resetSubtitle: 'You will be logged in here, and logged out everywhere else.',
    newPassword: 'New password',
    save: 'Save new password',
    saving: 'Saving…',
    done: 'Your password has been changed. Welcome back, {{name}}!',
    deadTitle: 'This link no longer works',
    deadSubtitle: 'Reset links work once, for one hour.',
    deadHelp: 'It has expired or was already used. Ask for a new link, then open the newest mail.',
    newLink: 'Send a new link',
    backToLogin: 'Back to log in',
  },
  // The team (DESIGN §8): the invitation and new-startup pages, and what the founders and personal
  // details modals add (they load this part too: app/modal-registry.tsx).
  team: {
    invite: {
      title: 'Invite a co-founder',
      description: 'They get a link to set a password and join your startup with an account of their own.',
      open: 'Invite a co-founder',
      email: 'Their email',
      send: 'Send invitation',
      sending: 'Sending…',
      sent: 'Invitation sent to {{email}}. You can also share the link yourself: it works once, for 7 days.',
      mailFailed:
        'The invitation to {{email}} is ready, but the mail could not be sent. Share the link yourself: it works once, for 7 days.',
      link: 'Invitation link',
      failed: 'Could not send the invitation.',
    },
    pending: {
      title: 'Pending invitations',
      invitedBy: 'Invited by {{name}}',
      invitedByGone: 'Invited by a former member',
      expires: 'expires {{date}}',
      revoke: 'Revoke',
      confirmRevoke: 'Revoke the invitation to {{email}}? Its link will stop working.',
      revoked: 'Invitation revoked.',
      revokeFailed: 'Could not revoke the invitation.',
      loadFailed: 'Could not load the pending invitations.',
    },
    identity: {
      title: 'You on the team',
      description: 'Your name, title, photo and LinkedIn, as the founders list and your startup profile show them.',
      photoSaved: PERSONAL_DETAILS_MESSAGES.photoSaved,
      photoRemoved: PERSONAL_DETAILS_MESSAGES.photoRemoved,
      photoFailed: 'Could not save the photo.',
    },
    accept: {
      documentTitle: 'Join your team',
      loading: 'Opening your invitation…',
      title: 'Join {{startup}}',
      invitedBy: '{{name}} invited you to join {{startup}} on Founder Dashboard.',
      invited: 'You are invited to join {{startup}} on Founder Dashboard.',
      emailFixed: 'The invitation is for this email.',
      join: 'Join the team',
      joining: 'Joining…',
      deadTitle: 'This invitation link does not work',
      deadSubtitle: 'It was used, revoked or replaced, or it expired.',
      deadHelp: 'Ask the person who invited you for a new link. If you already joined, log in instead.',
      failedTitle: 'We could not open your invitation',
      failedSubtitle: 'Check your connection and try again.',
      failedHelp: 'Your invitation is still valid; nothing was lost.',
    },
    newStartup: {
      title: 'Start a new startup',
      subtitle: 'You are not a member of a startup any more. Name a new one to get your dashboard back.',
      start: 'Start my startup',
      starting: 'Starting…',
    },
  },
  accountSettings: {
    title: 'Account settings',
    subtitle: 'Your login email, your password and your data.',
    currentPassword: 'Current password',
    passwordToConfirm: 'To confirm it is you.',
    email: {
      title: 'Email',
      description: 'The address you log in with. Password-reset links are sent there.',
      current: 'Now:',
      new: 'New email',
      save: 'Change email',
      failed: 'Could not change your email.',
    },
    password: {
      title: 'Password',
      description: 'Changing it logs you out on every other browser and device; this one stays logged in.',
      new: 'New password',
      save: 'Change password',
      failed: 'Could not change your password.',
    },
    export: {
      title: 'Export my data',
      description:
        "A JSON file of everything you can see here: your account, your personal and contact details, and your startup's records, team and pitch-deck list. Co-founders' personal details are not in it.",
      download: 'Download my data',
      preparing: 'Preparing…',
      failed: 'Could not prepare your data. Please try again.',
    },
    delete: {
      title: 'Delete account',
      description:
        'Your account and your personal and contact details are deleted for good. Your entry in the founders list stays, without a login, an email or a photo.',
      lastMember: 'If no other founder has an account, the startup is deleted too, with its pitch decks and photos.',
      button: 'Delete my account',
      confirmTitle: 'Delete your account?',
      confirmMessage:
        'This cannot be undone. If other founders still have an account, your entry in the founders team stays, without your email or photo. Enter your password to confirm.',
      confirmLast:
        'This cannot be undone. No other founder has an account, so the startup goes too, with everything in it: its profile, pitch decks, photos, applications and share links (investors’ links stop working). Enter your password to confirm.',
      confirmStays:
        'This cannot be undone. Your account and your personal and contact details go; the startup and its profile stay with your co-founders, and your entry in the team stays without your email or photo. Enter your password to confirm.',
      confirm: 'Delete account',
      deleting: 'Deleting…',
      done: ACCOUNT_MESSAGES.deleted,
      failed: 'Could not delete your account.',
    },
  },
} as const;
