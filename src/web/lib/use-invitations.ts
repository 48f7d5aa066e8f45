// The team's invitations (DESIGN §8), in lib/ as two features invite: the founders modal's panel and the add-founder form.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INVITATION_PATHS, type CreatedInvitation, type InvitationInput, type PendingInvitation } from '../../shared/invitations';
import { api } from './api-client';

const invitationsKey = [INVITATION_PATHS.list];

/** The startup's pending invitations (DESIGN §8), newest first. */
export function useInvitations() {
  return useQuery({ queryKey: invitationsKey, queryFn: async () => (await api<PendingInvitation[]>('GET', INVITATION_PATHS.list)).data });
}

/** Invites by email; the answer carries the link to copy (and whether the mail went out). */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) => api<CreatedInvitation>('POST', INVITATION_PATHS.create, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ id: string }>('DELETE', INVITATION_PATHS.invitation(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
