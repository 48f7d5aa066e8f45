/** The page-wide application descriptor of SPEC §1. */
export interface AppDescriptor {
  version: string;
  environment: string;
  debug: boolean;
}

export function createAppDescriptor(environment: string): AppDescriptor {
  return { version: '1.0.0', environment, debug: environment !== 'production' };
}
