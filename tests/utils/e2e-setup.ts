// Browser journeys and process start-ups take longer than jest's 5-second default (testTimeout is not a
// per-project option, so the e2e project sets it here).
jest.setTimeout(120_000);
