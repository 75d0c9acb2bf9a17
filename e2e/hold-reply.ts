import type { Page } from "@playwright/test";

/**
 * Holds the replies of the routes matching `url` until `release()` is called, so that a journey can read a
 * running state (progress, "wird gefragt …") before a fast stand-in's answer replaces it, on any machine.
 * @returns the function that lets the held replies through
 */
export async function holdReplies(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  return release;
}
