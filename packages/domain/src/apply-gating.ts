import type { Level } from './levels.ts';

/** What decides whether a creator may apply to a proposal (docs/product/proposals.md). */
export interface ApplyGate {
  level: Level;
  /** The proposal's `isConnected` flag: the creator's networks are connected. */
  isConnected: boolean;
  /** The proposal's `isSilversAlloweds` flag: the brand also takes silver creators. */
  isSilversAlloweds: boolean;
}

/**
 * Whether a creator may apply at all. Gold or connected creators may; silver ones only
 * where the brand allows silvers. The API refuses and the UI shows the unlock dialog
 * with this same answer, so the two cannot disagree.
 */
export const canApply = ({ level, isConnected, isSilversAlloweds }: ApplyGate): boolean =>
  level === 'gold' || isConnected || (level === 'silver' && isSilversAlloweds);

/** Why the Fazer Proposta button is disabled, most final reason first. */
export type ApplyDisabledReason = 'applied' | 'sending' | 'missing-features';

/** The state of the Fazer Proposta button, for the card and for the API's refusal. */
export interface ApplyButtonState {
  disabled: boolean;
  reason: ApplyDisabledReason | null;
  /** Clicking opens the unlock dialog ('Conecte suas redes sociais') instead of the form. */
  showsUnlockDialog: boolean;
  /** Clicking opens the application form; false whenever the API would refuse the application. */
  opensApplicationForm: boolean;
  /** The button text; it reads 'Enviando...' while the application is being sent. */
  label: string;
}

/** The label of the apply button at rest. */
export const APPLY_BUTTON_LABEL = 'Fazer Proposta';

/** The label of the apply button while the application is sent (docs/product/proposals.md). */
export const APPLY_BUTTON_SENDING_LABEL = 'Enviando...';

/**
 * The apply button's state. Disabled when already applied, while sending or with missing
 * features (docs/product/proposals.md); otherwise a creator who may not apply is shown the unlock
 * dialog, which the button must stay clickable to open.
 */
export const applyButtonState = (input: {
  canApply: boolean;
  missingFeatures: readonly string[];
  isSending: boolean;
  hasApplied: boolean;
}): ApplyButtonState => {
  const reason: ApplyDisabledReason | null = input.hasApplied
    ? 'applied'
    : input.isSending
      ? 'sending'
      : input.missingFeatures.length > 0
        ? 'missing-features'
        : null;
  const disabled = reason !== null;
  return {
    disabled,
    reason,
    showsUnlockDialog: !disabled && !input.canApply,
    opensApplicationForm: !disabled && input.canApply,
    label: input.isSending ? APPLY_BUTTON_SENDING_LABEL : APPLY_BUTTON_LABEL,
  };
};
