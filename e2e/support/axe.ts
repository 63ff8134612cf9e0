// axe-core in the page (@axe-core/playwright): the serious and critical violations of every rule axe
// runs by default (WCAG 2.x A/AA, colour contrast included, and its best practices), on the whole page
// or inside one element (an open dialog or menu), one finding per violating element.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

export interface Finding {
  rule: string;
  impact: string;
  /** axe's selector of the element. */
  target: string;
  /** The start of its HTML. */
  html: string;
  /** For color-contrast: the measured ratio and the one required, with the colours. */
  contrast?: { ratio: number; required: string; foreground: string; background: string };
}

const SCOPE_ATTRIBUTE = 'data-axe-sweep-scope';
const SERIOUS = new Set(['serious', 'critical']);

/** The serious and critical violations on the page, or only inside `scope` when given. */
export async function seriousViolations(page: Page, scope?: Locator): Promise<Finding[]> {
  // Legacy mode runs axe in the page itself: the product has no frames, and the default mode opens a
  // blank page for every run to combine frames' results.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (scope) {
    await scope.evaluateAll((elements, name) => elements.forEach((element) => element.setAttribute(name, '')), SCOPE_ATTRIBUTE);
    builder = builder.include(`[${SCOPE_ATTRIBUTE}]`);
  }
  try {
    const { violations } = await builder.analyze();
    return violations
      .filter((violation) => SERIOUS.has(violation.impact ?? ''))
      .flatMap((violation) =>
        violation.nodes.map((node): Finding => {
          const data = node.any.find((check) => check.id === 'color-contrast' || check.id === 'color-contrast-enhanced')?.data as
            { contrastRatio: number; expectedContrastRatio: string; fgColor: string; bgColor: string } | undefined;
          return {
            rule: violation.id,
            impact: node.impact ?? violation.impact ?? '',
            target: node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part))).join(' '),
            html: node.html.replace(/\s+/g, ' ').slice(0, 100),
            contrast: data
              ? { ratio: data.contrastRatio, required: data.expectedContrastRatio, foreground: data.fgColor, background: data.bgColor }
              : undefined,
          };
        }),
      );
  } finally {
    if (scope)
      await scope
        .evaluateAll((elements, name) => elements.forEach((element) => element.removeAttribute(name)), SCOPE_ATTRIBUTE)
        .catch(() => undefined);
  }
}

export function describeFinding(where: string, finding: Finding): string {
  const contrast = finding.contrast
    ? ` — contrast ${finding.contrast.ratio}:1, needs ${finding.contrast.required} (${finding.contrast.foreground} on ${finding.contrast.background})`
    : '';
  return `${where} › ${finding.rule} (${finding.impact}) ${finding.target}${contrast}\n      ${finding.html}`;
}
