// After the load: does the database hold exactly what the API said it accepted? Read with SQL, compared
// with what the workload remembered (workload.mjs). Each check returns { ok, text }.
import pg from 'pg';

const OPEN = new Set(['pending', 'processing']);
const LIMIT = 3;

export async function checkIntegrity(databaseUrl, recorder) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: requests } = await client.query(
      `SELECT id, requester_id AS "requesterId", status::text AS status, field_data->>'Purpose' AS marker FROM document_request`);
    const { rows: history } = await client.query(`
      SELECT id, request_id AS "requestId", from_status::text AS "from", to_status::text AS "to"
        FROM document_request_status_change ORDER BY id`);
    const { rows: certificates } = await client.query('SELECT request_id AS "requestId" FROM document_certificate');
    return [
      submissionsCheck(requests, recorder),
      historyCheck(requests, history, recorder),
      openLimitCheck(requests, history),
      certificateCheck(requests, certificates),
    ];
  } finally {
    await client.end();
  }
}

/** Every accepted submission stored exactly once with the id the API returned; no refused one stored; none stored twice. */
function submissionsCheck(requests, recorder) {
  const byMarker = new Map();
  for (const request of requests) {
    if (!byMarker.has(request.marker)) byMarker.set(request.marker, []);
    byMarker.get(request.marker).push(request);
  }
  const problems = [];
  let accepted = 0;
  let unknownStored = 0;
  let unknownNotStored = 0;
  for (const [marker, attempt] of recorder.submissions) {
    const stored = byMarker.get(marker) ?? [];
    byMarker.delete(marker);
    if (attempt.outcome === 'accepted') {
      accepted += 1;
      if (stored.length === 0) problems.push(`accepted request ${attempt.id} (${marker}) is missing`);
      else if (stored.length > 1) problems.push(`accepted request ${marker} is stored ${stored.length} times`);
      else if (stored[0].id !== attempt.id) problems.push(`accepted request ${marker} is stored as ${stored[0].id}, the API answered ${attempt.id}`);
      else if (stored[0].requesterId !== attempt.residentId) problems.push(`request ${attempt.id} belongs to ${stored[0].requesterId}, not to ${attempt.residentId}`);
    } else if (attempt.outcome === 'refused') {
      if (stored.length > 0) problems.push(`refused request ${marker} was stored anyway (id ${stored[0].id})`);
    } else if (stored.length > 1) {
      problems.push(`request ${marker} (answer lost) is stored ${stored.length} times`);
    } else if (stored.length === 1) {
      unknownStored += 1;
    } else {
      unknownNotStored += 1;
    }
  }
  for (const [marker, stored] of byMarker) problems.push(`${stored.length} stored request(s) nobody submitted: ${marker}`);
  const unknown = unknownStored + unknownNotStored > 0
    ? `; ${unknownStored + unknownNotStored} submission(s) got no clear answer (503 or none): ${unknownStored} committed, ${unknownNotStored} not, none twice`
    : '';
  return {
    ok: problems.length === 0,
    text: `every accepted document request (${accepted}) is stored exactly once, with the id the API answered; no refused one is stored${unknown}`,
    problems,
  };
}

/**
 * Each request's history is one unbroken chain (submission, then each change from the status the previous
 * one reached) ending at the request's status; every accepted change is in it exactly once.
 */
function historyCheck(requests, history, recorder) {
  const problems = [];
  const chains = new Map();
  for (const change of history) {
    if (!chains.has(change.requestId)) chains.set(change.requestId, []);
    chains.get(change.requestId).push(change);
  }
  for (const request of requests) {
    const chain = chains.get(request.id) ?? [];
    if (chain.length === 0 || chain[0].from !== null || chain[0].to !== 'pending') {
      problems.push(`request ${request.id}: its history does not start with the submission`);
      continue;
    }
    for (let i = 1; i < chain.length; i++) {
      if (chain[i].from !== chain[i - 1].to) problems.push(`request ${request.id}: change ${chain[i].id} goes from ${chain[i].from}, but it was ${chain[i - 1].to}`);
    }
    if (chain.at(-1).to !== request.status) problems.push(`request ${request.id} is ${request.status}, its history ends at ${chain.at(-1).to}`);
  }
  const counts = new Map();
  for (const change of history) counts.set(`${change.requestId}:${change.to}`, (counts.get(`${change.requestId}:${change.to}`) ?? 0) + 1);
  for (const { id, to } of recorder.transitions) {
    const count = counts.get(`${id}:${to}`) ?? 0;
    if (count !== 1) problems.push(`accepted change of request ${id} to ${to} is in the history ${count} times`);
  }
  return {
    ok: problems.length === 0,
    text: `every accepted status change (${recorder.transitions.length}) is in the history exactly once; each history is an unbroken chain ending at the request's status`,
    problems,
  };
}

/**
 * At most 3 open (pending or processing) requests per resident: now, and at every point of the history.
 * The history is replayed in id order; an id is taken when the change is written, inside its transaction,
 * so a change that committed before another transaction counted the open requests has a smaller id than
 * that transaction's own insert: the replay can miss a violation, never invent one.
 */
function openLimitCheck(requests, history) {
  const problems = [];
  const owner = new Map(requests.map((request) => [request.id, request.requesterId]));
  const now = new Map();
  for (const request of requests) {
    if (OPEN.has(request.status)) now.set(request.requesterId, (now.get(request.requesterId) ?? 0) + 1);
  }
  const maxNow = Math.max(0, ...now.values());
  for (const [resident, open] of now) if (open > LIMIT) problems.push(`resident ${resident} has ${open} open requests`);
  const open = new Map();
  let maxEver = 0;
  for (const change of history) {
    const resident = owner.get(change.requestId);
    const delta = (OPEN.has(change.to) ? 1 : 0) - (change.from !== null && OPEN.has(change.from) ? 1 : 0);
    if (delta === 0) continue;
    const count = (open.get(resident) ?? 0) + delta;
    open.set(resident, count);
    maxEver = Math.max(maxEver, count);
    if (count > LIMIT) problems.push(`resident ${resident} had ${count} open requests after change ${change.id}`);
  }
  return {
    ok: problems.length === 0,
    text: `no resident has more than ${LIMIT} open requests (most now: ${maxNow}; most at any point of the history: ${maxEver})`,
    problems: problems.slice(0, 10),
  };
}

/** A request that reached pickup has its certificate (issued in the same transaction as the move). */
function certificateCheck(requests, certificates) {
  const issued = new Set(certificates.map((certificate) => certificate.requestId));
  const due = requests.filter((request) => request.status === 'pickup' || request.status === 'released');
  const missing = due.filter((request) => !issued.has(request.id));
  return {
    ok: missing.length === 0,
    text: `every request at pickup or released (${due.length}) has its certificate`,
    problems: missing.slice(0, 10).map((request) => `request ${request.id} (${request.status}) has no certificate`),
  };
}
