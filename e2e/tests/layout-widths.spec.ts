// Issue 22, "Must hold": no route scrolls sideways at 360, 390, 768, 900, 1024, 1280 or 1440 px, signed
// in or out — document.documentElement.scrollWidth <= window.innerWidth — and neither do the dialogs and
// menus that open on them, which must also fit inside the window (a fixed dialog cut off on the right
// adds no scroll width, so its box is checked too), and no control is cut off at the window's edge by a
// box that clips it (a header too wide for 900 px hides its last buttons without adding scroll width). One page per session is resized through the widths;
// each failure names the route, the session, the width and the measured widths, with the elements that
// stick out.
import type { Locator, Page } from '@playwright/test';
import { expect, ROUTES, routePath, SESSIONS, setWidth, STATES, stateTitle, test, useTheme, visit, WIDTHS } from '../support/sweep';

interface Measure {
  scrollWidth: number;
  clientWidth: number;
  innerWidth: number;
  /** The deepest elements whose right edge is past the window, described for a person. */
  sticking: string[];
  /** Controls partly or wholly past the window's sides (clipped by an ancestor, so adding no scroll width). */
  cutOff: string[];
  /**
   * Whether matchMedia sees the window's width, the visual viewport, the page's visibility and each
   * <style>'s rules (how many @media) and text: what to know when a page stays laid out for a wider window.
   */
  media: string;
}

async function measure(page: Page): Promise<Measure> {
  // After a frame: what a resize set off (media queries, resize observers, React re-renders) has run.
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const root = document.documentElement;
    const { scrollWidth, clientWidth } = root;
    const describe = (element: Element) => {
      const role = element.getAttribute('role');
      const label = element.getAttribute('aria-label');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const box = element.getBoundingClientRect();
      return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${label ? ` aria-label="${label}"` : ''}> "${text}" spans ${Math.round(box.left)}..${Math.round(box.right)}`;
    };
    const sticking: string[] = [];
    if (scrollWidth > window.innerWidth) {
      const past = (element: Element) => element.getBoundingClientRect().right > window.innerWidth + 0.5;
      // The deepest elements past the edge: their own children stay inside, so they are what sticks out.
      for (const element of document.body.querySelectorAll('*')) {
        if (sticking.length >= 4) break;
        if (!past(element) || [...element.children].some(past)) continue;
        const style = getComputedStyle(element);
        if (style.position === 'fixed' || style.visibility === 'hidden') continue;
        sticking.push(describe(element));
      }
    }
    // A control the user cannot reach because the bar or a box clips it (the skip link, wholly left of
    // the window until focused, is hidden on purpose).
    const cutOff: string[] = [];
    for (const control of document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || control.closest('[aria-hidden="true"]')) continue;
      if (getComputedStyle(control).visibility === 'hidden') continue;
      // In a box that scrolls sideways on purpose (a tab strip, a wide table), it is reached by scrolling.
      let scroller = control.parentElement;
      while (
        scroller &&
        !(['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX) && scroller.scrollWidth > scroller.clientWidth)
      )
        scroller = scroller.parentElement;
      if (scroller) continue;
      const partlyLeft = box.left < -0.5 && box.right > 0;
      if (box.right > window.innerWidth + 0.5 || partlyLeft) cutOff.push(describe(control));
    }
    const width = window.innerWidth;
    const seen = (query: string) => `${query} ${window.matchMedia(query).matches}`;
    // Each <style>: its rules, how many of them are @media rules, and its text (empty where styled-components
    // inserts through the CSSOM).
    const sheets = [...document.querySelectorAll('style')].map((tag) => {
      const rules = [...(tag.sheet?.cssRules ?? [])];
      return `${tag.hasAttribute('data-styled') ? 'styled-components' : 'style'} ${rules.length} rules (${rules.filter((rule) => rule instanceof CSSMediaRule).length} @media), ${tag.textContent?.length ?? 0} chars`;
    });
    const media = [
      seen(`(max-width: ${width}px)`),
      seen(`(min-width: ${width}px)`),
      `visualViewport ${window.visualViewport?.width ?? '?'}`,
      `visibility ${document.visibilityState}`,
      ...sheets,
    ].join(', ');
    return { scrollWidth, clientWidth, innerWidth: width, sticking, cutOff, media };
  });
}

async function floatingBox(element: Locator) {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { left: Math.round(box.left), right: Math.round(box.right), scrollWidth: node.scrollWidth, clientWidth: node.clientWidth };
  });
}

/** How long an overflow seen right after a resize is given to go before it counts, and how often it is looked at meanwhile. */
const SETTLE_MS = 3_000;
const SETTLE_STEP_MS = 250;

const overflows = ({ scrollWidth, innerWidth, cutOff }: Measure) => scrollWidth > innerWidth || cutOff.length > 0;

/** What is wrong at this width, one line each (none when it fits). */
async function overflowAt(page: Page, label: string, width: number, floating?: Locator): Promise<string[]> {
  await setWidth(page, width);
  // What a person sees at this width: script-driven layout (the bar's compact mode, React re-rendering on
  // a media query's change) settles within the next frames after a resize.
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
  // Under load a resize can take longer than two frames to settle: an overflow counts when it stays, and
  // one that goes is printed, so a run's output still shows it. (The full suite has a few times measured
  // /dashboard at 360 and 390 px laid out as at 1280 px, bar, sidebar and five-column footer, for 3 s,
  // while matchMedia agreed with the 360 px window: the failure lists each stylesheet's rules to say more.)
  const first = await measure(page);
  let measured = first;
  for (let waited = 0; overflows(measured) && waited < SETTLE_MS; waited += SETTLE_STEP_MS) {
    await page.waitForTimeout(SETTLE_STEP_MS);
    measured = await measure(page);
    if (!overflows(measured)) {
      console.log(
        `${label} @ ${width}px: an overflow right after the resize went within ${waited + SETTLE_STEP_MS} ms (scrollWidth ${first.scrollWidth}; ${first.media}; ${first.sticking.join('; ')})`,
      );
    }
  }
  const found: string[] = [];
  const { scrollWidth, clientWidth, innerWidth, sticking, cutOff, media } = measured;
  const list = (items: string[]) => items.map((item) => `\n      ${item}`).join('');
  if (overflows(measured)) {
    const path = test.info().outputPath(`overflow-${test.info().repeatEachIndex}-${width}px.png`);
    await page.screenshot({ path });
    await test.info().attach(`${label} @ ${width}px`, { path, contentType: 'image/png' });
  }
  if (scrollWidth > innerWidth)
    found.push(
      `${label} @ ${width}px: scrollWidth ${scrollWidth} > innerWidth ${innerWidth} (clientWidth ${clientWidth}; ${media})${list(sticking)}`,
    );
  else if (cutOff.length > 0)
    found.push(`${label} @ ${width}px: ${cutOff.length} control(s) past the window's edge 0..${innerWidth}${list(cutOff.slice(0, 4))}`);
  if (floating && (await floating.isVisible())) {
    const box = await floatingBox(floating);
    if (box.left < 0 || box.right > innerWidth)
      found.push(`${label} @ ${width}px: its box spans ${box.left}..${box.right}, outside the window 0..${innerWidth}`);
    if (box.scrollWidth > box.clientWidth)
      found.push(`${label} @ ${width}px: it scrolls sideways inside (scrollWidth ${box.scrollWidth} > clientWidth ${box.clientWidth})`);
  }
  return found;
}

async function conclude(failures: string[], soft = false): Promise<void> {
  await test.info().attach('overflows', { body: JSON.stringify(failures), contentType: 'application/json' });
  const message = `${failures.length} horizontal overflow(s):\n  ${failures.join('\n  ')}`;
  if (soft) expect.soft(failures, message).toEqual([]);
  else expect(failures, message).toEqual([]);
}

// The failure messages carry the measurements; a trace of each of these many short tests would add
// about 30 s to the suite (pass --trace on to get them).
test.use({ trace: 'off' });

// Styles go into the page as text (shared ThemeProvider): with styled-components' CSSOM insertion, some
// runs laid /dashboard out as at 1280 px at 360 px for seconds while matchMedia answered for 360 px.
test('styled-components writes its rules into the page as text, where a narrower window re-applies them', async ({ sweep }) => {
  const page = sweep.pages['signed in'];
  await visit(page, 'signed in', '/dashboard');
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].map((tag) => ({
      rules: tag.sheet?.cssRules.length ?? 0,
      text: tag.textContent?.length ?? 0,
    })),
  );
  expect(sheets.length).toBeGreaterThan(0);
  for (const sheet of sheets) expect(sheet.text, 'the rules are in the <style> as text, not only in its CSSOM').toBeGreaterThan(0);
  expect(sheets.some((sheet) => sheet.rules > 0)).toBe(true);
});

for (const route of ROUTES) {
  test(`${route}: no horizontal scroll at ${WIDTHS.join(', ')} px, signed out and in`, async ({ sweep }) => {
    const failures: string[] = [];
    for (const session of SESSIONS) {
      const page = sweep.pages[session];
      const target = routePath(route, sweep.world);
      await setWidth(page, WIDTHS[0]);
      await visit(page, session, target);
      const landed = new URL(page.url()).pathname;
      // /status is checked once the shell has a page there (until then the unknown path goes home).
      test.skip(route === '/status' && landed !== '/status', '/status renders no page yet');
      await useTheme(page, 'light');
      const label = `${route} [${session}${landed === target ? '' : ` → ${landed}`}]`;
      for (const width of WIDTHS) failures.push(...(await overflowAt(page, label, width)));
    }
    await conclude(failures);
  });
}

for (const state of STATES) {
  test(`${stateTitle(state)}: no horizontal scroll at ${state.widths.join(', ')} px`, async ({ sweep }) => {
    const page = sweep.pages[state.session];
    await state.prepare(page, sweep.world);
    await useTheme(page, 'light');
    const openedAt = page.viewportSize()?.width ?? 1280;
    const opened = await state.open(page, sweep.world);
    const failures: string[] = [];
    for (const width of state.widths)
      failures.push(...(await overflowAt(page, stateTitle(state), width, state.floating ? opened : undefined)));
    // Soft: the state is closed again (at the width it was opened at) even when it overflowed.
    await conclude(failures, true);
    await setWidth(page, openedAt);
    await state.close(page);
  });
}
