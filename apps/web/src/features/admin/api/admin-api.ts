import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminActionResultSchema,
  AdminHealthResponseSchema,
  AdminRoleChangeResponseSchema,
  AdminStatsResponseSchema,
  AdminUserDetailResponseSchema,
  AdminUsersResponseSchema,
  type AdminUsersQuery,
} from '@app/contracts/admin';
import {
  AppVersionListResponseSchema,
  AppVersionSchema,
  type CreateAppVersionBody,
  type UpdateAppVersionBody,
} from '@app/contracts/app-versions';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';

/** SPEC section 9: admin users and stats are cached 5 minutes. */
const ADMIN_STALE_MS = 5 * 60 * 1000;

export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: (query: Partial<AdminUsersQuery>) => [...adminKeys.all, 'users', query] as const,
  user: (id: string) => [...adminKeys.all, 'user', id] as const,
  health: () => [...adminKeys.all, 'health'] as const,
  versions: () => [...adminKeys.all, 'app-versions'] as const,
};

export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats(),
    queryFn: async () =>
      parseResponse(AdminStatsResponseSchema, await api.get('admin/stats').json()),
    staleTime: ADMIN_STALE_MS,
  });
}

export function useAdminUsers(query: Partial<AdminUsersQuery>) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: async () => {
      const searchParams: Record<string, string> = {};
      for (const [k, v] of Object.entries(query))
        if (v !== undefined && v !== '') searchParams[k] = String(v);
      return parseResponse(
        AdminUsersResponseSchema,
        await api.get('admin/users', { searchParams }).json(),
      );
    },
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: adminKeys.user(id ?? ''),
    queryFn: async () =>
      parseResponse(
        AdminUserDetailResponseSchema,
        await api.get(`admin/users/${encodeURIComponent(id!)}`).json(),
      ),
    enabled: id !== null,
  });
}

export function useRoleChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'make-admin' | 'remove-admin' }) =>
      parseResponse(
        AdminRoleChangeResponseSchema,
        await api.post(`admin/users/${encodeURIComponent(id)}/${action}`, ACTION).json(),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useAdminHealth() {
  return useQuery({
    queryKey: adminKeys.health(),
    queryFn: async () =>
      parseResponse(AdminHealthResponseSchema, await api.get('admin/health').json()),
    refetchInterval: 15_000,
  });
}

export function useHealthAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (path: string) =>
      parseResponse(AdminActionResultSchema, await api.post(path, ACTION).json()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.health() }),
  });
}

export function useAppVersions() {
  return useQuery({
    queryKey: adminKeys.versions(),
    queryFn: async () =>
      parseResponse(AppVersionListResponseSchema, await api.get('admin/app-versions').json()),
  });
}

export function useSaveAppVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id?: string;
      body: CreateAppVersionBody | UpdateAppVersionBody;
    }) =>
      parseResponse(
        AppVersionSchema,
        await (
          id
            ? api.put(`admin/app-versions/${encodeURIComponent(id)}`, { json: body, ...ACTION })
            : api.post('admin/app-versions', { json: body, ...ACTION })
        ).json(),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.versions() }),
  });
}

export function useDeleteAppVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`admin/app-versions/${encodeURIComponent(id)}`, ACTION);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.versions() }),
  });
}
