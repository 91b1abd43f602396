/**
 * The hand-chosen thresholds of the statistical spacing rules, read from
 * src/data/rule-parameters.json (each documented there: what it gates, and how it was chosen on
 * the dev part). The fitted models are src/data/spacing-model.bin and spacing-noise.json.
 */
import parameters from '../../data/rule-parameters.json' with { type: 'json' };

/** When most spaces are missing (spacing.restore). */
export const RESTORE = parameters['spacing.restore'].values;
/** When a sentence counts as badly spaced, and what its respacing changes (spacing.respace). */
export const RESPACE = parameters['spacing.respace'].values;
/** Confidence the model needs before a single gap is flagged (spacing.model). */
export const MODEL_THRESHOLDS = parameters['spacing.model'].values;
/** The word-count test of a typed space (`commonlyJoined`). */
export const JOIN_BY_COUNT = parameters['spacing.model.join-by-count'].values;
/** The noun test of a typed space (`splitsOneNoun`). */
export const NOUN_SPLIT = parameters['spacing.model.noun-split'].values;
/** P(space) under which a typed space that splits one word is removed. */
export const SPLIT_THRESHOLDS = parameters['spacing.model.split'].values;
