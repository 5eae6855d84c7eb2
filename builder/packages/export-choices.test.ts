import { describe, expect, it } from 'vitest';
import type { FormSummary } from '../../schemas/form-versions';
import { exportChoices } from './export-choices';

const summary = (id: string, category: string, publishedVersion: number | null): FormSummary => ({
  id,
  name: `Form ${id}`,
  category,
  public: false,
  updatedAt: '2025-01-01T00:00:00.000Z',
  updatedBy: null,
  lockedBy: null,
  publishedVersion,
  latestVersion: 2,
  retiredAt: null,
});

describe('the export choices', () => {
  it('offer the published forms and their categories, not a form never published', () => {
    const choices = exportChoices([
      summary('fine-list', 'court-fines', 1),
      summary('fine-draft', 'court-fines', null),
      summary('trip-draft', 'trips', null),
      summary('deposit-list', 'deposits', 2),
    ]);
    expect(choices).toEqual({
      forms: [
        { value: 'fine-list', label: 'Form fine-list (fine-list)' },
        { value: 'deposit-list', label: 'Form deposit-list (deposit-list)' },
      ],
      categories: ['court-fines', 'deposits'],
    });
  });
});
