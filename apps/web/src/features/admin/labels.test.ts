import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { ADMIN_ACTIONS } from '@app/contracts/admin';
import { TrialStatusValueSchema } from '@app/contracts/trial';
import { activateLocale } from '#src/i18n/activate.ts';
import { i18nFor } from '#src/i18n/for-language.ts';
import { formatBytes, formatDuration } from '#src/lib/format-bytes.ts';
import { auditActionLabel, trialStatusLabel } from './labels.ts';

afterEach(() => activateLocale('en'));

describe('the back office in the reader’s language', () => {
  it('names every trial status and audit action, not their codes', async () => {
    const sw = await i18nFor('sw');
    for (const status of TrialStatusValueSchema.options) {
      expect(trialStatusLabel(sw, status)).not.toMatch(/_/);
      expect(trialStatusLabel(sw, status)).not.toBe(trialStatusLabel(i18n, status));
    }
    for (const action of Object.values(ADMIN_ACTIONS)) {
      expect(auditActionLabel(sw, action)).not.toBe(auditActionLabel(i18n, action));
    }
    expect(trialStatusLabel(i18n, 'free_trial_active')).toBe('Free trial');
    expect(auditActionLabel(i18n, 'make_admin')).toBe('made an admin');
    // A code a newer server sends: its words.
    expect(auditActionLabel(sw, 'merge_accounts')).toBe('merge accounts');
  });

  it('writes durations and sizes with the language’s units and number format', async () => {
    expect(formatDuration(i18n, 97_200)).toBe('1 d 3 h');
    expect(formatBytes(i18n, 1.5 * 1024 * 1024)).toBe('1.5 MB');
    await activateLocale('fr');
    expect(formatDuration(i18n, 97_200)).toBe('1 j 3 h');
    expect(formatBytes(i18n, 1.5 * 1024 * 1024)).toBe('1,5 Mo');
    await activateLocale('sw');
    expect(formatDuration(i18n, 3_900)).toBe('saa 1 dak 5');
    expect(formatDuration(i18n, 45)).toBe('sek 45');
  });
});
