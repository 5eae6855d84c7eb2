// Generic REST access (spec 001 §7.4, §5.6, §9): one typed service over the HTTP client for the
// resources under /api: list, paged list, search (q text or criteria), by ids, one record, create,
// update and delete. Pages are 1-based on the wire; a caller that gives no page size gets 1000.
import type { PagedResponse } from '../../schemas/api';
import { AUDIT_FIELDS } from './audit-fields';
import type { FileOrJson, HttpClient, RequestOptions } from './http';
import { buildQuery, type Criterion } from './q-criteria';
import { encodeUrl } from './url-query';

/** Spec 001 §9: the generic REST defaults. */
export const REST_DEFAULT_PAGE_NUMBER = 1;
export const REST_DEFAULT_PAGE_SIZE = 1000;

/** A page of records; the server's paged shape (spec 001 §3.6) with typed content. */
export type Page<T> = Omit<PagedResponse, 'content'> & { content: T[] };

export type Id = string | number;

/** `field`, `field,asc` or `field,desc`; a field alone sorts ascending. */
export type Sort = string | readonly string[];

export interface ListOptions {
  sort?: Sort | undefined;
  /** 1-based (default 1). */
  pageNumber?: number | undefined;
  /** Default 1000. */
  pageSize?: number | undefined;
}

export interface PageOptions {
  sort?: Sort | undefined;
  /** 0-based, as a paginator counts (default 0). */
  page?: number | undefined;
  /** Default 1000. */
  size?: number | undefined;
}

/** The q of a search: text already in the q language, or criteria built into it. */
export type SearchQuery = string | readonly Criterion[];

/** Ids joined for the `id` parameter, refusing what is not a record id. */
function idList(ids: readonly Id[]): string {
  for (const id of ids)
    if (!/^\d+$/.test(String(id))) throw new Error(`"${String(id)}" is not a record id (a whole number)`);
  return ids.join(',');
}

function sortParameters(sort: Sort | undefined): [string, string][] {
  const list = sort === undefined ? [] : typeof sort === 'string' ? [sort] : sort;
  return list
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => ['sort', entry.includes(',') ? entry : `${entry},asc`]);
}

function pageParameters(pageNumber: number, pageSize: number, sort: Sort | undefined): [string, string][] {
  return [['page', String(pageNumber)], ['size', String(pageSize)], ...sortParameters(sort)];
}

/**
 * The URL of a search of a resource URL: its own parameters kept (values encoded), page (sent 1-based),
 * size, sort and q set; an empty q is left out.
 */
export function searchUrl(url: string, query: SearchQuery, options: PageOptions = {}): string {
  const { page = 0, size = REST_DEFAULT_PAGE_SIZE, sort } = options;
  const q = typeof query === 'string' ? query.trim() : buildQuery(...query);
  return encodeUrl(url, [...pageParameters(page + 1, size, sort), ['q', q || undefined]]);
}

/** The record without the audit fields of §5.6 (a copy; nested objects are kept as they are). */
export function withoutAuditFields<T extends object>(record: T): Partial<T> {
  const copy = { ...record } as Record<string, unknown>;
  for (const field of AUDIT_FIELDS) delete copy[field];
  return copy as Partial<T>;
}

export class RestClient {
  /**
   * @param base where resource names are found: `/api` in the portal, a full URL (`http://host/api`)
   *   outside a browser page.
   */
  constructor(
    private readonly http: Pick<HttpClient, 'request' | 'requestFileOrJson'>,
    private readonly base = '/api',
  ) {}

  /**
   * The URL of a resource: a name (`court-fines`, `/court-fines`, `core/documents`) under the base, or a
   * path already under /api or a full URL, kept as it is.
   */
  resourceUrl(resource: string): string {
    const trimmed = resource.trim();
    if (/^https?:\/\//.test(trimmed)) return trimmed;
    const base = this.base.replace(/\/$/, '');
    const basePath = base.replace(/^https?:\/\/[^/]+/, '');
    const origin = base.slice(0, base.length - basePath.length);
    const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
    if (path === basePath || path.startsWith(`${basePath}/`)) return `${origin}${path}`;
    return `${base}${path}`;
  }

  private url(resource: string, parameters: readonly (readonly [string, string | undefined])[]): string {
    return encodeUrl(this.resourceUrl(resource), parameters);
  }

  /** GET the list: 1-based pageNumber (default 1), pageSize (default 1000), sort. */
  list<T>(resource: string, options: ListOptions = {}, request?: RequestOptions): Promise<Page<T>> {
    const { pageNumber = REST_DEFAULT_PAGE_NUMBER, pageSize = REST_DEFAULT_PAGE_SIZE, sort } = options;
    return this.http.request('GET', this.url(resource, pageParameters(pageNumber, pageSize, sort)), request);
  }

  /** A paged list as a paginator asks for it: the 0-based page is sent as page + 1. */
  page<T>(resource: string, options: PageOptions = {}, request?: RequestOptions): Promise<Page<T>> {
    const { page = 0, size = REST_DEFAULT_PAGE_SIZE, sort } = options;
    return this.list<T>(resource, { pageNumber: page + 1, pageSize: size, sort }, request);
  }

  /** GET the list filtered by q (text, or criteria built into it); page 0-based, size default 1000. */
  search<T>(
    resource: string,
    query: SearchQuery,
    options: PageOptions = {},
    request?: RequestOptions,
  ): Promise<Page<T>> {
    return this.http.request('GET', searchUrl(this.resourceUrl(resource), query, options), request);
  }

  /** GET the records with these ids (one page of them); page 0-based, size default 1000. */
  byIds<T>(
    resource: string,
    ids: readonly Id[],
    options: PageOptions = {},
    request?: RequestOptions,
  ): Promise<Page<T>> {
    const { page = 0, size = REST_DEFAULT_PAGE_SIZE, sort } = options;
    return this.http.request(
      'GET',
      this.url(resource, [['id', idList(ids)], ...pageParameters(page + 1, size, sort)]),
      request,
    );
  }

  /** GET {resource}/{id}. */
  get<T>(resource: string, id: Id, request?: RequestOptions): Promise<T> {
    return this.http.request('GET', this.itemUrl(resource, id), request);
  }

  /** POST {resource}; with `sanitise`, the audit fields of §5.6 are left out of the body. */
  create<T>(
    resource: string,
    record: object,
    options: { sanitise?: boolean } = {},
    request?: RequestOptions,
  ): Promise<T> {
    const body = options.sanitise ? withoutAuditFields(record) : record;
    return this.http.request('POST', this.resourceUrl(resource), { ...request, body });
  }

  /** PUT {resource}/{id}. */
  update<T>(resource: string, id: Id, record: object, request?: RequestOptions): Promise<T> {
    return this.http.request('PUT', this.itemUrl(resource, id), { ...request, body: record });
  }

  /** DELETE {resource}/{id}. */
  delete<T = unknown>(resource: string, id: Id, request?: RequestOptions): Promise<T> {
    return this.http.request('DELETE', this.itemUrl(resource, id), request);
  }

  /** A configured call (an action's, a text field's): any method and URL, JSON in and out. */
  call<T>(method: string, resource: string, body?: unknown, request?: RequestOptions): Promise<T> {
    return this.http.request(method.toUpperCase(), this.resourceUrl(resource), { ...request, body });
  }

  /** A configured call whose answer may be a file (a download). */
  callForFile(
    method: string,
    resource: string,
    body?: unknown,
    request?: RequestOptions,
  ): Promise<FileOrJson> {
    return this.http.requestFileOrJson(method.toUpperCase(), this.resourceUrl(resource), {
      ...request,
      body,
    });
  }

  private itemUrl(resource: string, id: Id): string {
    const text = String(id).trim();
    if (!text) throw new Error(`A record of ${resource} needs an id`);
    return `${this.resourceUrl(resource).replace(/\/$/, '')}/${encodeURIComponent(text)}`;
  }
}

const clients = new WeakMap<object, RestClient>();

/** The REST service over an HTTP client (one per client, so callers need not keep it). */
export function restClientFor(http: Pick<HttpClient, 'request' | 'requestFileOrJson'>): RestClient {
  let client = clients.get(http);
  if (!client) {
    client = new RestClient(http);
    clients.set(http, client);
  }
  return client;
}
