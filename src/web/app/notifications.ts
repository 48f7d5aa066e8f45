import { toast } from 'sonner';
import { NOTIFICATION_DURATION_MS } from '../../shared/constants';

/** The one notification service every feature uses (SPEC §4: auto-dismiss after 5000 ms). */
export const notify = {
  success: (message: string) => toast.success(message, { duration: NOTIFICATION_DURATION_MS }),
  error: (message: string) => toast.error(message, { duration: NOTIFICATION_DURATION_MS }),
  info: (message: string) => toast(message, { duration: NOTIFICATION_DURATION_MS }),
};
