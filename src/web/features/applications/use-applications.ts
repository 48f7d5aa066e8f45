import { useQuery } from '@tanstack/react-query';
import { APPLICATION_PATHS, type Application, type ApplicationSummary, type ApplicationTemplate } from '../../../shared/applications';
import { api } from '../../lib/api-client';
import { rememberEtag } from '../../lib/resource';

/** The startup's applications, nearest deadline first (GET /api/startup/applications). */
export function useApplicationList() {
  return useQuery({
    queryKey: [APPLICATION_PATHS.list],
    queryFn: async () => (await api<ApplicationSummary[]>('GET', APPLICATION_PATHS.list)).data,
  });
}

/** The templates to start an application from, in the page's language; read when the add dialog opens. */
export function useApplicationTemplates() {
  return useQuery({
    queryKey: [APPLICATION_PATHS.templates],
    staleTime: Infinity,
    queryFn: async () => (await api<ApplicationTemplate[]>('GET', APPLICATION_PATHS.templates)).data,
  });
}

/** One application, cached under its GET path like every shared record (its ETag kept by lib/resource.ts). */
export function useApplication(id: string) {
  const path = APPLICATION_PATHS.one(id);
  return useQuery({
    queryKey: [path],
    retry: (count, error) => count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
    queryFn: async () => {
      const answer = await api<Application>('GET', path);
      rememberEtag(path, answer.etag);
      return answer.data;
    },
  });
}
