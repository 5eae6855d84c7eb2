// Every lint rule: one line each. The builder, the server's publish and `npm run forms -- lint` all
// run this list.
import type { LintRule } from './lint-rule';
import { doesNotCompile } from './rules/does-not-compile';
import { duplicateKey } from './rules/duplicate-key';
import { gridSettingWithoutEffect } from './rules/grid-setting-without-effect';
import { incompleteActionStep } from './rules/incomplete-action-step';
import { incompleteListenerStep } from './rules/incomplete-listener-step';
import { patternWithoutMessage } from './rules/pattern-without-message';
import { rawDataInHtml } from './rules/raw-data-in-html';
import { resultReadBeforeSet } from './rules/result-read-before-set';
import { scriptInHtml } from './rules/script-in-html';
import { undeclaredResource } from './rules/undeclared-resource';
import { unfilledRequiredField } from './rules/unfilled-required-field';
import { unknownAcl } from './rules/unknown-acl';
import { unknownActionType } from './rules/unknown-action-type';
import { unknownDataReference } from './rules/unknown-data-reference';
import { unknownFieldKey } from './rules/unknown-field-key';
import { unknownFormId } from './rules/unknown-form-id';
import { unknownLegacyActionType } from './rules/unknown-legacy-action-type';
import { unparsableHookRule } from './rules/unparsable-hook-rule';

export const lintRules: LintRule[] = [
  unknownFieldKey,
  unknownDataReference,
  unknownFormId,
  resultReadBeforeSet,
  doesNotCompile,
  undeclaredResource,
  unknownAcl,
  duplicateKey,
  rawDataInHtml,
  scriptInHtml,
  gridSettingWithoutEffect,
  patternWithoutMessage,
  unknownActionType,
  unknownLegacyActionType,
  incompleteListenerStep,
  incompleteActionStep,
  unfilledRequiredField,
  unparsableHookRule,
];
