import type { TrialStatus } from '@app/contracts';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '#src/i18n/for-language.ts';
import { trialBadgeModel } from './components/trial-badge-model.ts';
import { KNOWN_TRIAL_TEXTS, trialText } from './messages.ts';

const status = (value: TrialStatus['status'], days: number) =>
  ({ status: value, daysUntilDeadline: days }) as TrialStatus;

describe('trial texts in the reader’s language', () => {
  it('each English key is its message word for word', () => {
    for (const key of KNOWN_TRIAL_TEXTS.keys()) expect(trialText(i18n, key)).toBe(key);
  });

  it('the pill counts days with the language’s plural forms', async () => {
    const fr = await i18nFor('fr');
    expect(trialBadgeModel(status('free_trial_active', 1), false, fr)?.label).toBe(
      'Essai · 1 jour restant',
    );
    expect(trialBadgeModel(status('free_trial_active', 5), false, fr)?.label).toBe(
      'Essai · 5 jours restants',
    );
    const sw = await i18nFor('sw');
    expect(trialBadgeModel(status('subscription_required', 0), false, sw)?.label).toBe(
      'Usajili unahitajika',
    );
  });
});
