// Issue 22, "Must hold": axe-core finds no serious or critical violation (colour contrast included) on any
// route, signed in and out, in the light and the dark theme, nor inside any dialog or menu the product
// opens (each checked on its own, so the page behind it is not counted again). One test per route ×
// session and per opened state, both themes inside; a failure lists route × session × theme × state ×
// rule × element (and, for contrast, the ratio).
import type { Page } from '@playwright/test';
import { describeFinding, seriousViolations, type Finding } from '../support/axe';
import {
  expect,
  ROUTES,
  routePath,
  SESSIONS,
  setWidth,
  STATES,
  stateTitle,
  test,
  THEMES,
  useTheme,
  visit,
  type Theme,
} from '../support/sweep';

interface Located extends Finding {
  where: string;
  theme: Theme;
}

async function check(page: Page, where: string, theme: Theme, scope?: Parameters<typeof seriousViolations>[1]): Promise<Located[]> {
  return (await seriousViolations(page, scope)).map((finding) => ({ ...finding, where, theme }));
}

async function conclude(findings: Located[]): Promise<void> {
  await test.info().attach('axe-findings', { body: JSON.stringify(findings), contentType: 'application/json' });
  const lines = findings.map((finding) => describeFinding(`${finding.where} [${finding.theme}]`, finding));
  expect(findings.length, `${findings.length} serious/critical axe violation(s):\n  ${lines.join('\n  ')}`).toBe(0);
}

// The failure messages carry the measurements; a trace of each of these many short tests would add
// about 30 s to the suite (pass --trace on to get them).
test.use({ trace: 'off' });

for (const route of ROUTES) {
  for (const session of SESSIONS) {
    test(`${route} [${session}]: no serious or critical axe violations, light and dark`, async ({ sweep }) => {
      const page = sweep.pages[session];
      const target = routePath(route, sweep.world);
      await setWidth(page, 1280);
      await visit(page, session, target);
      const landed = new URL(page.url()).pathname;
      test.skip(route === '/status' && landed !== '/status', '/status renders no page yet');
      // A protected route sends a signed-out visitor to the sign-in form, which /auth [signed out] checks.
      test.skip(session === 'signed out' && route !== '/auth' && landed === '/auth', `${route} shows /auth's sign-in form signed out`);
      const findings: Located[] = [];
      for (const theme of THEMES) {
        await useTheme(page, theme);
        findings.push(...(await check(page, `${route} [${session}]`, theme)));
      }
      await conclude(findings);
    });
  }
}

for (const state of STATES) {
  test(`${stateTitle(state)}: no serious or critical axe violations inside it, light and dark`, async ({ sweep }) => {
    const page = sweep.pages[state.session];
    const findings: Located[] = [];
    await state.prepare(page, sweep.world);
    const where = `${stateTitle(state)} @ ${page.viewportSize()?.width}px`;
    if (state.floating) {
      // A dialog or menu keeps focus and clicks to itself: closed, the theme changed, and opened again.
      for (const theme of THEMES) {
        await useTheme(page, theme);
        findings.push(...(await check(page, where, theme, await state.open(page, sweep.world))));
        await state.close(page);
      }
    } else {
      // A form or result in the page stays while the theme changes.
      await useTheme(page, THEMES[0]);
      const opened = await state.open(page, sweep.world);
      for (const theme of THEMES) {
        await useTheme(page, theme);
        findings.push(...(await check(page, where, theme, opened)));
      }
    }
    await conclude(findings);
  });
}
