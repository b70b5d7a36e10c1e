import { describe, expect, it } from 'vitest';
import { applyButtonState, canApply } from './apply-gating.ts';

describe('canApply', () => {
  it('lets gold creators apply anywhere', () => {
    expect(canApply({ level: 'gold', isConnected: false, isSilversAlloweds: false })).toBe(true);
  });

  it('lets connected creators apply whatever their level', () => {
    expect(canApply({ level: 'bronze', isConnected: true, isSilversAlloweds: false })).toBe(true);
  });

  it('lets silver creators apply only where silvers are allowed', () => {
    expect(canApply({ level: 'silver', isConnected: false, isSilversAlloweds: true })).toBe(true);
    expect(canApply({ level: 'silver', isConnected: false, isSilversAlloweds: false })).toBe(false);
  });

  it('does not let unconnected bronze creators apply, even where silvers are allowed', () => {
    expect(canApply({ level: 'bronze', isConnected: false, isSilversAlloweds: true })).toBe(false);
  });
});

describe('applyButtonState', () => {
  const idle = { canApply: true, missingFeatures: [], isSending: false, hasApplied: false };

  it('opens the form when nothing blocks the creator', () => {
    expect(applyButtonState(idle)).toEqual({
      disabled: false,
      reason: null,
      showsUnlockDialog: false,
      opensApplicationForm: true,
      label: 'Fazer Proposta',
    });
  });

  it('is disabled with missing features', () => {
    const state = applyButtonState({ ...idle, missingFeatures: ['followers'] });
    expect(state).toMatchObject({ disabled: true, reason: 'missing-features', opensApplicationForm: false });
  });

  it('is disabled and reads Enviando... while sending', () => {
    expect(applyButtonState({ ...idle, isSending: true })).toMatchObject({
      disabled: true,
      reason: 'sending',
      label: 'Enviando...',
    });
  });

  it('reports an existing application before anything else', () => {
    const state = applyButtonState({ ...idle, hasApplied: true, missingFeatures: ['followers'] });
    expect(state.reason).toBe('applied');
  });

  it('shows the unlock dialog to a creator who may not apply', () => {
    expect(applyButtonState({ ...idle, canApply: false })).toMatchObject({
      disabled: false,
      showsUnlockDialog: true,
      opensApplicationForm: false,
    });
  });

  it('never shows the unlock dialog from a disabled button', () => {
    const state = applyButtonState({ ...idle, canApply: false, missingFeatures: ['audience_gender'] });
    expect(state).toMatchObject({ disabled: true, showsUnlockDialog: false });
  });
});
