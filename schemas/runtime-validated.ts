// The schemas screens check in the browser. Their validators are compiled ahead of time into
// schemas/generated/runtime-validators.js (npm run schemas:generate), so a screen loads neither ajv's
// compiler nor TypeBox.
import type { TSchema } from 'typebox';
import { SavedLastSearch } from './grid-options';
import { ScreenConfig } from './screen-config';

/** Export name in the generated module → schema. */
export const runtimeValidatedSchemas: Record<string, TSchema> = { ScreenConfig, SavedLastSearch };
