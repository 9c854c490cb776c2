/**
 * The web's own texts, shown from its first download: the screens, labels, toasts and data-call
 * failures of SPEC.md sections 2 and 8, spelled exactly as there (./screens-spec.ts), and the app's
 * own labels (./screens-labels.ts). The rule for what goes where is in ./README.md.
 */

export * from './screens-labels';
export * from './screens-spec';
