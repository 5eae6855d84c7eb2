// The longest save note the server keeps with a version: its request schema's limit, so the two agree.
import { SaveDraftRequest } from '../../schemas/form-versions';

// TypeBox keeps a string's options on the schema object without typing them.
const note = SaveDraftRequest.properties.note as { maxLength?: number };

export const NOTE_MAX_LENGTH = note.maxLength;
