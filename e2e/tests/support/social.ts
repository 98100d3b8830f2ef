import { type Locator, type Page, expect } from '@playwright/test';
import { baseUrl, newAccount } from './auth';
import type { Language } from './shell';

export interface SavedPost {
  id: number;
  content: string;
}

/** A new client, registered (and so signed in) in the page, with posts saved through the API. */
export async function clientWithPosts(
  page: Page,
  language: Language,
  posts: Array<{ platform: string; content: string; contentEs?: string }>,
) {
  const account = newAccount('Lucía');
  const origin = { Origin: baseUrl() };
  const res = await page.request.post('/api/register', {
    data: { ...account, language },
    headers: origin,
  });
  expect(res.status()).toBe(201);
  const user = (await res.json()) as { id: number };
  const saved: SavedPost[] = [];
  for (const post of posts) {
    const answer = await page.request.post('/api/social-media/save', {
      data: { hashtags: ['#e2e'], ...post },
      headers: origin,
    });
    expect(answer.status()).toBe(201);
    saved.push((await answer.json()) as SavedPost);
  }
  return { account, id: user.id, posts: saved };
}

/** The library's card of the post whose text includes `text`; `list` names the library's list. */
export const postCard = (page: Page, list: string, text: string): Locator =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: text });

/** How far the page is wider than the window (0 when it fits). */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
