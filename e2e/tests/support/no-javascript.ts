import { type Browser, type Page, expect, test } from '@playwright/test';

/** A page of the site as a browser without JavaScript gets it: only the server's HTML. */
export async function withoutJavaScript<T>(
  browser: Browser,
  run: (page: Page) => Promise<T>,
  cookies: { name: string; value: string }[] = [],
): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    if (cookies.length > 0) {
      await context.addCookies(
        cookies.map((c) => ({ ...c, url: test.info().project.use.baseURL })),
      );
    }
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** `path` opened without JavaScript, which must answer 200; then `run` on it. */
export function openWithoutJavaScript<T>(
  browser: Browser,
  path: string,
  run: (page: Page) => Promise<T>,
): Promise<T> {
  return withoutJavaScript(browser, async (page) => {
    expect((await page.goto(path))?.status(), path).toBe(200);
    return run(page);
  });
}
