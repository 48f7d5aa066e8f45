import { createAppDescriptor } from '../shared/app-descriptor';

/** The page-wide descriptor (SPEC §1); the server states the environment in a meta tag. */
export const appDescriptor = createAppDescriptor(
  document.querySelector<HTMLMetaElement>('meta[name="app-environment"]')?.content ?? 'production',
);
