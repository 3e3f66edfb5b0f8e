import { createConditionExports } from '@backstage/plugin-permission-node';
import { agoraPostResourceRef } from './postResource';
import { agoraPostRules } from './postRules';

const { conditions, createConditionalDecision } = createConditionExports({
  resourceRef: agoraPostResourceRef,
  rules: agoraPostRules,
});

/**
 * Condition factories of the `agora-post` rules, for permission policies:
 * `agoraPostConditions.hasTag({ tags: ['secret'] })`.
 * @public
 */
export const agoraPostConditions = conditions;

/**
 * Wraps `agoraPostConditions` criteria into a conditional decision for an
 * `agora-post` permission.
 * @public
 */
export const createAgoraPostConditionalDecision = createConditionalDecision;
