import type { TrialStatus } from '@app/contracts/trial';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '#src/i18n/for-language.ts';
import { trialStatusMessage } from './status-message.ts';

const trial = {
  status: 'free_trial_active',
  category: 'trial',
  daysUntilDeadline: 14,
  message: 'Your free trial ends in 14 days',
  subscriptionDetails: { plan: null, currentPeriodEnd: null, cancelAtPeriodEnd: false },
} as TrialStatus;

describe('the trial status sentence', () => {
  it("keeps the server's English word for word", async () => {
    expect(trialStatusMessage(trial, await i18nFor('en'))).toBe('Your free trial ends in 14 days');
  });

  it('is written in the reader’s language from its parts, with plurals', async () => {
    expect(trialStatusMessage(trial, await i18nFor('fr'))).toBe(
      'Votre essai gratuit se termine dans 14 jours',
    );
    const oneDay = { ...trial, daysUntilDeadline: 1 };
    expect(trialStatusMessage(oneDay, await i18nFor('fr'))).toBe(
      'Votre essai gratuit se termine dans 1 jour',
    );
    const ended = { ...trial, category: 'grace', daysUntilDeadline: 3 } as TrialStatus;
    expect(trialStatusMessage(ended, await i18nFor('sw'))).toContain('siku 3');
  });
});
