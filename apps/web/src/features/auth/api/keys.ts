/** Query keys of the auth feature (STYLE.md: one factory per resource). */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  config: () => [...authKeys.all, 'config'] as const,
  usernameChecks: () => [...authKeys.all, 'check-username'] as const,
  usernameCheck: (username: string) => [...authKeys.usernameChecks(), username] as const,
};
