// Storybook only (never imported by the portal): renders custom components inside a real Form.io form,
// registered through the same registry and context seam as in the portal, with an in-memory HTTP client
// standing in for the server and the screen runtime's FORM_READY / FORM_DATA_LOADED announcements.
import { Formio } from '@formio/js/form';
import { useEffect, useRef, useState } from 'react';
import exchangeRates from '../examples/config/exchange-rates.json';
import type { ComponentContext } from '../runtime/core/component-context';
import { EventBus, EVENTS } from '../runtime/core/event-bus';
import { ApiError, HttpClient } from '../runtime/core/http';
import { registerCustomComponents } from './index';

/** Court fines the story server knows, by case number (amounts in SGD). */
const STORY_FINES: Record<string, number> = { 'CF-2026-0042': 1200, 'CF-2026-0951': 200 };

/** Answers what the example screens call, as the real routes would (server/routes/amount-due.ts). */
class StoryHttpClient extends HttpClient {
  constructor() {
    super({ getToken: () => null });
  }

  override async request<T>(method: string, url: string): Promise<T> {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const address = new URL(url, 'http://story.local');
    if (method === 'GET' && address.pathname === '/api/court-fines/amount-due') {
      const caseNumber = address.searchParams.get('caseNumber') ?? '';
      const currency = address.searchParams.get('currency') ?? '';
      const amount = STORY_FINES[caseNumber];
      const rate = (exchangeRates.rates as Record<string, number>)[currency];
      if (amount === undefined)
        throw new ApiError(
          404,
          'COURT_FINE_NOT_FOUND',
          `There is no court fine with case number "${caseNumber}"`,
        );
      if (rate === undefined)
        throw new ApiError(400, 'UNSUPPORTED_CURRENCY', `No exchange rate for ${currency}`);
      return { caseNumber, currency, amountDue: Math.round(amount * rate * 100) / 100 } as T;
    }
    throw new ApiError(404, 'NOT_FOUND', `The story server has no ${method} ${address.pathname}`);
  }
}

export const storyEvents = new EventBus();

export const storyContext: ComponentContext = {
  http: new StoryHttpClient(),
  events: storyEvents,
  currentUser: () => ({ id: 'story-user', acls: [], roles: ['user_role'] }),
  navigate: (url) => console.info(`navigate to ${url}`),
  actionServices: () => {
    throw new Error('The stories give components no action services');
  },
};

// Registered before the first form is created, as the portal does in runtime/app/main.tsx.
registerCustomComponents(storyContext, 'storybook');

export interface StoryFormProps {
  components: Record<string, unknown>[];
  /** Data loaded into the form, announced with FORM_DATA_LOADED as a screen's record load is. */
  data?: Record<string, unknown>;
  /** Form.io's read-only mode (view screens). */
  readOnly?: boolean;
  /** Form.io events to log under the form (e.g. tab-selected). */
  logEvents?: string[];
}

type FormioInstance = Awaited<ReturnType<typeof Formio.createForm>>;

export function StoryForm({ components, data, readOnly = false, logEvents = [] }: StoryFormProps) {
  const host = useRef<HTMLDivElement>(null);
  const [submission, setSubmission] = useState<Record<string, unknown>>({});
  const [log, setLog] = useState<string[]>([]);
  const definition = JSON.stringify({ components, data, readOnly, logEvents });

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const {
      components: list,
      data: loaded,
      readOnly: viewOnly,
      logEvents: logged,
    } = JSON.parse(definition) as Required<StoryFormProps>;
    let form: FormioInstance | null = null;
    let disposed = false;
    void Formio.createForm(element, { components: list }, { readOnly: viewOnly, noAlerts: true }).then(
      async (created: FormioInstance) => {
        if (disposed) {
          created.destroy(true);
          return;
        }
        form = created;
        await created.ready;
        for (const event of logged ?? []) {
          created.on(event, (payload: unknown) =>
            setLog((entries) => [...entries, `${event} ${JSON.stringify(payload)}`]),
          );
        }
        created.on('change', () => setSubmission(structuredClone(created.data)));
        storyEvents.emit(EVENTS.FORM_READY, created);
        if (loaded) {
          await created.setSubmission({ data: structuredClone(loaded) });
          storyEvents.emit(EVENTS.FORM_DATA_LOADED, loaded);
        }
        setSubmission(structuredClone(created.data));
      },
    );
    return () => {
      disposed = true;
      form?.destroy(true);
    };
  }, [definition]);

  return (
    <div className="ignite-story">
      <div ref={host} />
      {log.length > 0 && (
        <pre className="ignite-story__log small bg-light border rounded p-2 mt-3" aria-label="Events">
          {log.join('\n')}
        </pre>
      )}
      <details className="mt-3">
        <summary className="small text-muted">Form data</summary>
        <pre className="small bg-light border rounded p-2" aria-label="Form data">
          {JSON.stringify(submission, null, 2)}
        </pre>
      </details>
    </div>
  );
}
