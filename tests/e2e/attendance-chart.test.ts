import type { Locator, Page } from 'playwright-core';
import { browserForFile, signedInPage } from '../utils/browser';
import { barangayDate, replaceEvents, type EventRow } from '../utils/events';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';

// The dashboard's attendance chart as an administrator sees it: which events it shows by default, an event
// picker that reaches every event, and axis labels that stay apart on a phone.
const server = testServerForFile();
const browser = browserForFile();
let page: Page;

const CHART_TITLE = 'Expected vs Actual Attendance';

/** Signs the administrator in at this viewport and waits for the attendance chart of the dashboard. */
async function openDashboard(viewport = { width: 1280, height: 900 }): Promise<Locator> {
  page = await signedInPage(browser, server.url, TEST_ADMIN.email, TEST_ADMIN.password, '/dashboard', { viewport });
  const chart = page.getByRole('img', { name: CHART_TITLE });
  await chart.waitFor({ state: 'visible', timeout: 20_000 });
  return chart;
}

/** The events whose names are written under the chart's bars, left to right (names short enough not to be cut). */
async function chartedEvents(chart: Locator, candidates: readonly EventRow[]): Promise<string[]> {
  const texts = await chart.locator('text').allTextContents();
  return candidates
    .filter((event) => texts.some((text) => text.includes(event.name)))
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((event) => event.name);
}

/** A date as the chart writes it: month name, day, year (docs/rules/common.md#date-display). */
const shownDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });

it('shows the two most recent events that have taken place, not upcoming ones', async () => {
  const events: EventRow[] = [
    { name: 'Older Assembly', date: barangayDate(-40) },
    { name: 'Clean-up Drive', date: barangayDate(-3) },
    { name: 'Feeding Day', date: barangayDate(0) },
    { name: 'Fun Run', date: barangayDate(1) },
    { name: 'Yule Party', date: barangayDate(30) },
  ];
  await replaceEvents(server.database.db, events);
  const chart = await openDashboard();
  expect(await chartedEvents(chart, events)).toEqual(['Clean-up Drive', 'Feeding Day']);
  const texts = (await chart.locator('text').allTextContents()).join(' ');
  expect(texts).toContain(shownDate(barangayDate(-3)));
  expect(texts).toContain(shownDate(barangayDate(0)));
});

it('fills the chart with the nearest upcoming event while fewer than two have taken place', async () => {
  const events: EventRow[] = [
    { name: 'Clean-up Drive', date: barangayDate(-3) },
    { name: 'Fun Run', date: barangayDate(2) },
    { name: 'Yule Party', date: barangayDate(30) },
  ];
  await replaceEvents(server.database.db, events);
  const chart = await openDashboard();
  expect(await chartedEvents(chart, events)).toEqual(['Clean-up Drive', 'Fun Run']);
});

it('lists every event in the picker, loading more as the list is scrolled', async () => {
  // Far more than one page of the list, each with its own date, newest first in the list.
  const events: EventRow[] = Array.from({ length: 45 }, (_, index) => ({
    name: `Assembly ${String(index + 1).padStart(2, '0')}`,
    date: barangayDate(-(index + 1) * 7),
  }));
  await replaceEvents(server.database.db, events);
  await openDashboard();

  const picker = page.getByRole('combobox', { name: 'Attendance event' });
  expect(await picker.getAttribute('placeholder')).toBe('Search or select event...');
  await picker.click();
  const listbox = page.getByRole('listbox', { name: 'Attendance event' });
  const options = listbox.getByRole('option');
  await options.first().waitFor({ state: 'visible', timeout: 10_000 });

  // Scroll the list with the mouse wheel, as a person would, until the oldest event shows up.
  const oldest = listbox.getByRole('option', { name: /Assembly 45/ });
  for (let turn = 0; turn < 40 && (await oldest.count()) === 0; turn++) {
    const before = await options.count();
    await listbox.hover();
    await page.mouse.wheel(0, 2000);
    // The next page arrives (or the test fails here: scrolling loaded nothing more).
    await options.nth(before).waitFor({ state: 'attached', timeout: 10_000 });
  }
  const listed = (await options.allTextContents()).map((text) => text.match(/Assembly \d+/)![0]);
  expect(listed).toEqual(events.map((event) => event.name));

  // The last one can be picked, and the chart then shows only that event.
  await oldest.scrollIntoViewIfNeeded();
  await oldest.click();
  expect(await picker.inputValue()).toBe('Assembly 45');
  const chart = page.getByRole('img', { name: CHART_TITLE });
  await chart.locator('text', { hasText: 'Assembly 45' }).waitFor({ state: 'visible', timeout: 10_000 });
  expect(await chartedEvents(chart, events)).toEqual(['Assembly 45']);
});

it("keeps the chart's event and date labels apart on a 375 px wide phone", async () => {
  // Long names and the longest month names: the labels that take the most room.
  const events: EventRow[] = [
    { name: 'Barangay Health and Wellness Fair for Families', date: '2025-09-30' },
    { name: 'Senior Citizens Christmas Gathering and Gift Giving', date: '2025-11-28' },
  ];
  await replaceEvents(server.database.db, events);
  const chart = await openDashboard({ width: 375, height: 812 });
  // Every line of text in the chart (event names, dates, counts on the bars and the axis), as drawn.
  const boxes = await chart.evaluate((svg) => Array.from(svg.querySelectorAll('text')).flatMap((text) => {
    const lines = text.querySelectorAll('tspan');
    return Array.from(lines.length > 0 ? lines : [text])
      .filter((line) => (line.textContent ?? '').trim() !== '')
      .map((line) => {
        const box = line.getBoundingClientRect();
        return { text: line.textContent!, left: box.left, right: box.right, top: box.top, bottom: box.bottom };
      });
  }));
  // Both events' dates are there, month and day over the year.
  expect(boxes.map((box) => box.text)).toEqual(expect.arrayContaining(['September 30,', 'November 28,', '2025']));
  const chartBox = (await chart.boundingBox())!;
  const overlaps: string[] = [];
  boxes.forEach((a, index) => {
    // Within the chart's own area, so nothing is cut off at the phone's edge either.
    if (a.left < chartBox.x - 1 || a.right > chartBox.x + chartBox.width + 1) overlaps.push(`'${a.text}' leaves the chart`);
    for (const b of boxes.slice(index + 1)) {
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      if (!apart) overlaps.push(`'${a.text}' overlaps '${b.text}'`);
    }
  });
  expect(overlaps).toEqual([]);
});
