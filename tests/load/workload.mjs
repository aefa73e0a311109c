// The mixed workload of `npm run load`: guests browsing, residents signing in and requesting documents,
// administrators reviewing and moving requests along. Every answer is classified and timed; every write
// the API accepted (or refused, or whose outcome the client could not know) is remembered, so the checks
// (checks.mjs) can compare it with what the database holds.

export const THREE_OPEN = 'You already have 3 pending document requests. Please wait until they are approved before submitting another.';
const REQUEST_TIMEOUT_MS = 20_000;
/** A client told "503, retry later" waits a moment before its next request (instead of hammering). */
const BACKOFF_MS = 250;

/** How each answer is counted. */
export const Outcome = {
  OK: 'ok',
  /** A refusal the workload expects: the 3-open limit, a request another administrator already moved. */
  REFUSED: 'refused',
  /** A clean 503: REST with Retry-After and {"detail"}, GraphQL with extensions.code SERVICE_UNAVAILABLE. */
  UNAVAILABLE: 'unavailable',
  /** A 4xx nobody expected (a bug in the portal or in this workload). */
  UNEXPECTED_4XX: 'unexpected-4xx',
  /** 5xx other than a clean 503, or a GraphQL INTERNAL_SERVER_ERROR. */
  SERVER_ERROR: 'server-error',
  /** No answer: connection refused or reset. */
  NETWORK: 'network',
  /** No answer within REQUEST_TIMEOUT_MS: a hang. */
  TIMEOUT: 'timeout',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (items) => items[Math.floor(Math.random() * items.length)];

export class Recorder {
  constructor(origin) {
    this.origin = origin;
    /** One per answer: [role, label, startMs, endMs, outcome, status]. */
    this.samples = [];
    this.refusals = new Map();
    this.unexpected = [];
    /** marker -> { outcome: 'accepted' | 'refused' | 'unknown', id?, residentId } */
    this.submissions = new Map();
    /** Accepted status changes: { id, to }. */
    this.transitions = [];
    /** Status changes whose outcome the client could not know (503, no answer). */
    this.unknownTransitions = [];
  }

  add(role, label, start, end, outcome, status, detail) {
    this.samples.push([role, label, start - this.origin, end - this.origin, outcome, status]);
    if (outcome === Outcome.REFUSED) this.refusals.set(label, (this.refusals.get(label) ?? 0) + 1);
    if (outcome !== Outcome.OK && outcome !== Outcome.REFUSED && outcome !== Outcome.UNAVAILABLE && this.unexpected.length < 20) {
      this.unexpected.push(`${role} ${label}: ${outcome} ${status ?? ''} ${detail ?? ''}`.trim());
    }
  }
}

/** One HTTP client of the portal (keep-alive, as a browser), recording each answer in `recorder`. */
export class PortalClient {
  constructor(baseUrl, recorder, role) {
    this.baseUrl = baseUrl;
    this.recorder = recorder;
    this.role = role;
  }

  /**
   * A REST call. `refusedWhen(status, body)` says which 4xx answers are expected refusals. Returns
   * { outcome, status, body }.
   */
  async rest(label, method, path, { body, token, accept = 'application/json', refusedWhen } = {}) {
    const headers = { accept };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const start = performance.now();
    let response;
    let text;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      const outcome = error.name === 'TimeoutError' ? Outcome.TIMEOUT : Outcome.NETWORK;
      this.recorder.add(this.role, label, start, performance.now(), outcome, undefined, error.cause?.code ?? error.message);
      return { outcome };
    }
    const end = performance.now();
    let parsed = null;
    if (accept === 'application/json' && text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    const { status } = response;
    let outcome;
    if (status < 400) outcome = Outcome.OK;
    else if (status === 503) {
      const clean = response.headers.get('retry-after') && typeof parsed?.detail === 'string';
      outcome = clean ? Outcome.UNAVAILABLE : Outcome.SERVER_ERROR;
    } else if (status >= 500) outcome = Outcome.SERVER_ERROR;
    else outcome = refusedWhen?.(status, parsed) ? Outcome.REFUSED : Outcome.UNEXPECTED_4XX;
    this.recorder.add(this.role, label, start, end, outcome, status, outcome === Outcome.OK ? undefined : JSON.stringify(parsed)?.slice(0, 160));
    return { outcome, status, body: parsed };
  }

  /** A GraphQL call: OK without errors; SERVICE_UNAVAILABLE is a clean 503; any other error is unexpected. */
  async graphql(label, query, variables, token) {
    const headers = { 'content-type': 'application/json', accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const start = performance.now();
    let response;
    let result;
    try {
      response = await fetch(`${this.baseUrl}/graphql`, {
        method: 'POST', headers, body: JSON.stringify({ query, variables }), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      result = await response.json();
    } catch (error) {
      const outcome = error.name === 'TimeoutError' ? Outcome.TIMEOUT : Outcome.NETWORK;
      this.recorder.add(this.role, label, start, performance.now(), outcome, undefined, error.cause?.code ?? error.message);
      return { outcome };
    }
    const end = performance.now();
    const codes = (result.errors ?? []).map((error) => error.extensions?.code);
    let outcome;
    const unavailable = codes.length > 0 && codes.every((code) => code === 'SERVICE_UNAVAILABLE');
    if (unavailable && response.status === 503) outcome = Outcome.UNAVAILABLE;
    else if (response.status >= 500) outcome = Outcome.SERVER_ERROR;
    else if (codes.length === 0 && response.status === 200) outcome = Outcome.OK;
    else if (codes.includes('INTERNAL_SERVER_ERROR')) outcome = Outcome.SERVER_ERROR;
    else outcome = Outcome.UNEXPECTED_4XX;
    this.recorder.add(this.role, label, start, end, outcome, response.status, outcome === Outcome.OK ? undefined : JSON.stringify(result.errors)?.slice(0, 160));
    return { outcome, data: result.data };
  }
}

async function backoffIfUnavailable(outcome) {
  if (outcome !== Outcome.OK && outcome !== Outcome.REFUSED) await sleep(BACKOFF_MS + Math.random() * BACKOFF_MS);
}

const GUEST_QUERIES = [
  ['gql projects', '{ projects(pageSize: 10) { total items { id title status projectPhotoUrl } } }'],
  ['gql events', '{ events(pageSize: 10) { total items { id eventName eventDate } } }'],
  ['gql announcements', '{ announcements(featured: true, pageSize: 5) { total items { id title content } } }'],
];

/** A guest: the home page, the public lists over REST and GraphQL, now and then a picture. */
export async function guest(client, shouldStop, { pictures }) {
  while (!shouldStop()) {
    const choice = Math.random();
    let result;
    if (choice < 0.15) result = await client.rest('GET /', 'GET', '/', { accept: 'text/html' });
    else if (choice < 0.3) result = await client.rest('GET /api/projects/', 'GET', '/api/projects/');
    else if (choice < 0.45) result = await client.rest('GET /api/events/', 'GET', '/api/events/');
    else if (choice < 0.6) result = await client.rest('GET /api/announcements/', 'GET', '/api/announcements/');
    else if (choice < 0.9) {
      const [label, query] = pick(GUEST_QUERIES);
      result = await client.graphql(label, query);
    } else {
      result = await client.rest('GET /media/…', 'GET', new URL(pick(pictures)).pathname, { accept: 'image/*' });
    }
    await backoffIfUnavailable(result.outcome);
  }
}

const ALLOWANCE = '{ documentRequestAllowance { openCount limit canSubmit } }';

/**
 * A resident's visit: sign in, look at the allowance, submit a request (now and then twice at once, as a
 * double click does), look at the list, sometimes cancel a pending request. Each resident belongs to one
 * virtual user, which cycles through its residents.
 */
export async function resident(client, shouldStop, { residents, documentTypes, recorder, runId, vu }) {
  let sequence = 0;
  let turn = 0;
  while (!shouldStop()) {
    const account = residents[turn++ % residents.length];
    const login = await client.rest('POST /api/auth/token/', 'POST', '/api/auth/token/', { body: { email: account.email, password: account.password } });
    if (login.outcome !== Outcome.OK) {
      await backoffIfUnavailable(login.outcome);
      continue;
    }
    const token = login.body.access;
    const allowance = await client.graphql('gql documentRequestAllowance', ALLOWANCE, undefined, token);
    if (allowance.outcome !== Outcome.OK) await backoffIfUnavailable(allowance.outcome);

    const submissions = Math.random() < 0.2 ? 2 : 1;
    await Promise.all(Array.from({ length: submissions }, async () => {
      const type = pick(documentTypes);
      const marker = `load ${runId} v${vu}-${++sequence}`;
      const submitted = await client.rest('POST /api/document-requests/', 'POST', '/api/document-requests/', {
        token, body: { document_type: type.id, field_data: type.fieldData(marker) },
        refusedWhen: (status, body) => status === 400 && body?.error === THREE_OPEN,
      });
      let outcome = 'unknown';
      if (submitted.outcome === Outcome.OK && submitted.status === 201 && Number.isInteger(submitted.body?.id)) outcome = 'accepted';
      else if (submitted.outcome === Outcome.REFUSED || submitted.outcome === Outcome.UNEXPECTED_4XX) outcome = 'refused';
      recorder.submissions.set(marker, { outcome, id: outcome === 'accepted' ? submitted.body.id : undefined, residentId: account.id });
      await backoffIfUnavailable(submitted.outcome);
    }));

    const list = await client.rest('GET /api/document-requests/ (own)', 'GET', '/api/document-requests/', { token });
    if (list.outcome === Outcome.OK && Math.random() < 0.15) {
      const pending = list.body.filter((request) => request.status === 'pending');
      if (pending.length > 0) {
        const target = pick(pending);
        await changeStatus(client, recorder, token, target.id, 'canceled');
      }
    } else {
      await backoffIfUnavailable(list.outcome);
    }
  }
}

async function changeStatus(client, recorder, token, id, to) {
  const changed = await client.rest(`PATCH → ${to}`, 'PATCH', `/api/document-requests/${id}/`, {
    token, body: { status: to },
    // Someone else moved it first (another administrator, or the resident cancelled it): the lifecycle refuses.
    refusedWhen: (status) => status === 400,
  });
  if (changed.outcome === Outcome.OK) recorder.transitions.push({ id, to });
  else if (changed.outcome !== Outcome.REFUSED && changed.outcome !== Outcome.UNEXPECTED_4XX) recorder.unknownTransitions.push({ id, to });
  await backoffIfUnavailable(changed.outcome);
}

const REVIEW = `query($status: DocumentRequestStatus) {
  documentRequests(status: $status, pageSize: 10, sortBy: REQUESTED_AT, sortDirection: ASC) { total items { id status } } }`;
const NEXT = { PENDING: 'processing', PROCESSING: 'pickup', PICKUP: 'released' };

/** An administrator: lists requests (the whole REST list now and then, else a GraphQL page by status) and moves one along. */
export async function administrator(client, shouldStop, { admin, recorder }) {
  let token;
  while (!shouldStop()) {
    if (!token) {
      const login = await client.rest('POST /api/auth/token/ (admin)', 'POST', '/api/auth/token/', { body: admin });
      if (login.outcome !== Outcome.OK) {
        await backoffIfUnavailable(login.outcome);
        continue;
      }
      token = login.body.access;
    }
    if (Math.random() < 0.2) {
      const all = await client.rest('GET /api/document-requests/ (all)', 'GET', '/api/document-requests/', { token });
      await backoffIfUnavailable(all.outcome);
      continue;
    }
    const status = pick(['PENDING', 'PENDING', 'PROCESSING', 'PICKUP']);
    const page = await client.graphql(`gql documentRequests(${status})`, REVIEW, { status }, token);
    if (page.outcome !== Outcome.OK) {
      await backoffIfUnavailable(page.outcome);
      continue;
    }
    const items = page.data.documentRequests.items;
    if (items.length === 0) continue;
    const target = pick(items);
    const to = status === 'PENDING' && Math.random() < 0.1 ? 'rejected' : NEXT[status];
    await changeStatus(client, recorder, token, target.id, to);
  }
}

/** Percentiles (nearest rank) of a list of numbers. */
export function percentiles(values, ranks) {
  const sorted = Float64Array.from(values).sort();
  return ranks.map((rank) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((rank / 100) * sorted.length) - 1)]));
}
