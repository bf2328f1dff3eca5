/** Query keys of the trial feature. */
export const trialKeys = {
  all: ['trial-status'] as const,
  current: () => [...trialKeys.all, 'current'] as const,
};
